package ovvi.ui.tab;

import ovvi.model.Pane;
import ovvi.ui.Messages;

/**
 * What a card's title strip says: the name the user gave the pane, else the title its program
 * set (herdr's metadata title, then the terminal's own title), else the agent herdr found in it,
 * else its folder.
 */
final class CardTitles {

	private CardTitles() {
	}

	static String of(Pane pane) {
		for (String candidate : new String[] { pane.label(), pane.title(), pane.terminalTitle(), pane.displayAgent(),
				pane.agent() }) {
			if (candidate != null && !candidate.isBlank()) {
				return candidate.strip();
			}
		}
		if (pane.isStandIn()) {
			return Messages.CardTitles_newPane;
		}
		String cwd = pane.liveCwd();
		if (cwd == null || cwd.isBlank()) {
			return Messages.CardTitles_shell;
		}
		String folder = cwd.replaceAll("/+$", "");
		return folder.isEmpty() ? "/" : folder.substring(folder.lastIndexOf('/') + 1);
	}
}
