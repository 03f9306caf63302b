package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import ovvi.cards.CardLabel;
import ovvi.cards.git.GitCard;
import ovvi.cards.git.repo.FileChange;
import ovvi.cards.git.repo.FileChange.Area;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.Pane;
import ovvi.testing.GitRepos;
import ovvi.testing.SimServer;
import ovvi.testing.Sshd;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * The Git card of a session on a machine reached over SSH (a real sshd on 127.0.0.1, the
 * simulator as that machine's herdr): the card runs git there, through the session's connection,
 * and lists, diffs, stages and commits files with awkward names as on this computer.
 */
class GitCardOverSshTest {

	@RegisterExtension
	@Order(1)
	static final Sshd SSHD = new Sshd(true);
	@RegisterExtension
	@Order(2)
	static final SimServer SIM = new SimServer(SSHD::remoteHome);

	private final Display display = Display.getCurrent();

	@Test
	void aRemoteRepositoryIsListedDiffedStagedAndCommitted() throws Exception {
		Path remoteHome = SSHD.remoteHome();
		Path repo = GitRepos.init(remoteHome.resolve("remote repo ü"));
		GitRepos.git(repo, "config", "user.name", "Remote User");
		GitRepos.git(repo, "config", "user.email", "remote@ovvi.invalid");
		Files.writeString(repo.resolve("quote'\"s ✓.txt"), "remote\n");
		Files.writeString(repo.resolve("line\nbreak.txt"), "remote\n");
		try (SshPage ssh = new SshPage(SSHD, SIM, repo)) {
			GitCard card = openCard(ssh.window, ssh.page, ssh.direct, new CardLabel("git", "r1", repo.toString()));
			assertTrue(ssh.remote.exec().isRemote());
			assertNull(card.message());
			assertEquals("On branch main", card.headline());
			assertEquals(List.of("line\nbreak.txt", "quote'\"s ✓.txt"),
					card.status().changes(Area.UNTRACKED).stream().map(FileChange::path).toList());

			FileChange quoted = card.change(Area.UNTRACKED, "quote'\"s ✓.txt").orElseThrow();
			Table table = card.changesTable();
			Rectangle bounds = table.getItem(card.listed().indexOf(quoted)).getBounds();
			Mouse.click(table, bounds.x + 20, bounds.y + bounds.height / 2);
			UiWait.until(display, () -> quoted.equals(card.diffOf()) && !card.busy() && !card.diff().lines().isEmpty(),
					"the remote file's diff shows");
			assertTrue(card.diff().text().endsWith("@@ -0,0 +1 @@\n+remote"), card.diff().text());

			Mouse.click(Widgets.byId(card.root(), GitCard.STAGE_ROLE, Button.class));
			UiWait.until(display, () -> !card.busy() && card.change(Area.STAGED, "quote'\"s ✓.txt").isPresent(), "staged remotely");
			card.commitMessage().setText("Remote \"commit\" ✓");
			Mouse.click(Widgets.byId(card.root(), GitCard.COMMIT_ROLE, Button.class));
			UiWait.until(display, () -> !card.busy() && card.commitMessage().getText().isEmpty(), "committed remotely");
			assertEquals("Remote \"commit\" ✓", GitRepos.git(repo, "log", "-1", "--format=%B").strip());
			assertEquals("Remote \"commit\" ✓", card.logLines().get(0).commit().subject());
			assertEquals(List.of("line\nbreak.txt"), card.status().changes().stream().map(FileChange::path).toList());
		}
	}

	/** A new tab of the page with the card's pane; the card once it has read its repository. */
	private GitCard openCard(IWorkbenchWindow window, SessionPage page, HerdrSession herdr, CardLabel label) throws Exception {
		String paneId = CardPanes.openPane(window, page, herdr, SSHD.remoteHome().toString(), label);
		var store = page.connection().store();
		GitCard[] card = new GitCard[1];
		UiWait.until(display, () -> {
			Pane pane = store.pane(paneId);
			TabCards cards = pane == null ? null : TabTrack.of(window).part(store.tab(pane.tabId())).cards();
			card[0] = cards == null ? null : cards.card(pane) instanceof GitCard git ? git : null;
			return card[0] != null && !card[0].busy() && (card[0].status() != null || card[0].message() != null);
		}, "the remote pane shows its git card, read");
		UiWait.until(display, () -> card[0].changesTable().isVisible(), "the card's tab shows");
		return card[0];
	}
}
