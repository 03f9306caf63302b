package ovvi.model.write;

import java.util.function.Function;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.model.TabHistory;

/**
 * New Tab: tab.create in the keyboard card's folder (its live folder), or ~ without one. The tab
 * shows at once as a stand-in that herdr's tab replaces; a failure takes it back. Which keyboard
 * card: {@link #in}.
 */
public final class NewTab implements Write {

	private final String spaceId;
	private final Pane keyboardCard;
	private Tab standIn;

	public NewTab(String spaceId, Pane keyboardCard) {
		this.spaceId = spaceId;
		this.keyboardCard = keyboardCard;
	}

	/**
	 * New Tab in a space (⌘T, or a space row's New Tab), in the folder of the keyboard card of the
	 * tab used last there. While a new tab's stand-in shows (⌘T again), that is the tab used before
	 * it; in a space the window never used, its first tab; in a space with no tab, ~.
	 *
	 * @param keyboardCards a tab's keyboard card, as the window remembers it
	 */
	public static NewTab in(Space space, TabHistory history, Function<Tab, Pane> keyboardCards) {
		Tab used = history.lastUsedIn(space);
		if (used == null) {
			used = space.tabs().stream().filter(tab -> !tab.isStandIn()).findFirst().orElse(null);
		}
		return new NewTab(space.id(), used == null ? null : keyboardCards.apply(used));
	}

	/** The stand-in that shows until herdr answers; null before {@link #show}. */
	public Tab shown() {
		return standIn;
	}

	@Override
	public String action() {
		return "New Tab";
	}

	@Override
	public void show(WriteContext context) {
		standIn = context.store().addStandInTab(spaceId);
	}

	@Override
	public Outcome run(WriteContext context) throws HerdrException, InterruptedException {
		// herdr takes the cwd verbatim: never "~", the machine's home folder itself
		String cwd = keyboardCard == null || keyboardCard.liveCwd() == null ? context.herdr().homeFolder() : keyboardCard.liveCwd();
		try {
			var reply = context.call("tab.create", Params.of("workspace_id", spaceId, "cwd", cwd, "focus", false));
			String tabId = Replies.id(context.host(), "tab.create", reply, "tab", "tab_id");
			context.store().resolve(standIn, tabId);
			return Outcome.selecting(tabId, Replies.id(context.host(), "tab.create", reply, "root_pane", "pane_id"));
		} catch (HerdrException | RuntimeException e) {
			context.store().drop(standIn);
			throw e;
		}
	}
}
