package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.cards.CardLabel;
import ovvi.cards.DownloadsFolder;
import ovvi.cards.explorer.Entry;
import ovvi.cards.explorer.ExplorerCard;
import ovvi.cards.explorer.TextCard;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.tab.TabTrack;

/**
 * The File Explorer and text cards of a session on a machine reached over SSH (a real sshd on
 * 127.0.0.1, the simulator as that machine's herdr): the folder is listed there with its awkward
 * names, a file opens in a text card that Ctrl+S saves on the host, and the menu's Download to
 * This Computer copies a file of the host into this computer's download folder.
 */
class ExplorerCardOverSshTest {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private final Display display = Display.getCurrent();

	@Test
	void aRemoteFolderIsListedAFileEditedAndSavedThereAndAnotherDownloaded() throws Exception {
		Path remoteHome = SSHD.remoteHome();
		Path folder = Files.createDirectories(remoteHome.resolve("remote folder ü"));
		Files.createDirectories(folder.resolve("sub folder"));
		Files.writeString(folder.resolve("notes.txt"), "on the host\n");
		String fetched = "fetch 'me' " + UUID.randomUUID() + " ✓.txt";
		Files.writeString(folder.resolve(fetched), "bytes of the host\n");
		Path downloaded = DownloadsFolder.ofThisUser().resolve(fetched);
		try (SshPage ssh = new SshPage(SSHD, SIM, folder)) {
			IWorkbenchWindow window = ssh.window;
			SessionPage page = ssh.page;
			try {
				String explorerPane = CardPanes.openPane(window, page, ssh.direct, remoteHome.toString(),
						new CardLabel("explorer", "x1", folder + "/"));
				ExplorerCard explorer = CardPanes.cardOf(window, page, explorerPane, ExplorerCard.class);
				UiWait.until(display, () -> !explorer.loading(), "the remote folder is listed");
				assertTrue(ssh.remote.exec().isRemote());
				assertNull(explorer.message());
				assertEquals(List.of("sub folder", fetched, "notes.txt"), explorer.rows().stream().map(Entry::name).toList());

				explorer.open(row(explorer, "notes.txt"));
				String textPane = CardPanes.paneLabelled(ssh.direct, "text", folder.resolve("notes.txt").toString());
				TextCard text = CardPanes.cardOf(window, page, textPane, TextCard.class);
				UiWait.until(display, () -> !text.loading(), "the remote text is read");
				assertEquals("on the host\n", text.text());
				StyledText editor = text.editor();
				UiWait.until(display, editor::isVisible, "the text card's tab shows");
				UiWait.focusInto(window.getShell());
				UiWait.until(display, () -> editor.forceFocus() && display.getFocusControl() == editor, "the text has the keyboard");
				editor.setCaretOffset(0);
				Keyboard.type(display, "edited ");
				Keyboard.chord(display, 's', 's', SWT.CTRL);
				UiWait.until(display, () -> !text.dirty() && !text.saving(), "Ctrl+S saved it on the host");
				assertNull(text.message());
				assertEquals("edited on the host\n", Files.readString(folder.resolve("notes.txt")));

				TabTrack.of(window).part(page.connection().store().tab(
						page.connection().store().pane(explorerPane).tabId())).activate();
				Table table = explorer.table();
				UiWait.until(display, table::isVisible, "the explorer's tab shows");
				table.setSelection(explorer.rows().indexOf(row(explorer, fetched)));
				Menus.choose(Menus.openWithKeyboard(table), "Download to This Computer");
				UiWait.until(display, () -> explorer.message() != null, "the card says where the file went");
				assertEquals("Downloaded to " + downloaded + ".", explorer.message());
				assertEquals("bytes of the host\n", Files.readString(downloaded));
			} finally {
				Files.deleteIfExists(downloaded);
			}
		}
	}

	private static Entry row(ExplorerCard card, String name) {
		return card.rows().stream().filter(entry -> entry.name().equals(name)).findFirst()
				.orElseThrow(() -> new AssertionError("no row " + name + " in " + card.rows()));
	}
}
