package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;

import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import ovvi.ui.UiIds;

/**
 * A session with 200 spaces: the sidebar lists every one in herdr's order, and a change to one of
 * them still reaches its row while the window keeps taking events.
 */
class LargeSessionTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final int SPACES = 200;
	private static SimPage sim;

	@BeforeAll
	static void aSessionOf200Spaces() throws Exception {
		sim = new SimPage("large", "", Duration.ofSeconds(20));
		// herdr makes them from another client, off the UI thread, while the window follows
		CompletableFuture<Void> made = CompletableFuture.runAsync(() -> {
			for (int i = 1; i < SPACES; i++) {
				sim.call("workspace.create", "cwd", sim.home.toString(), "label", "space-" + i, "focus", false);
			}
		});
		// 200 shells on two busy cores can take minutes; the figures are the benchmark's, not this test's
		UiWait.until(DISPLAY, made::isDone, "herdr made " + SPACES + " spaces", Duration.ofMinutes(5));
		made.join();
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	private static TreeItem pageRow() {
		return Widgets.byId(sim.window.getShell(), UiIds.SIDEBAR_TREE, Tree.class).getItem(0);
	}

	@Test
	void theSidebarListsEverySpaceAndARenamedOneUpdatesItsRow() {
		long shownAfter = System.nanoTime();
		UiWait.until(DISPLAY, () -> pageRow().getItemCount() == SPACES, "the sidebar lists " + SPACES + " spaces ("
				+ pageRow().getItemCount() + ")");
		System.out.printf("LargeSessionTest: %d spaces listed %.0f ms after herdr made the last%n", SPACES,
				(System.nanoTime() - shownAfter) / 1e6);
		assertEquals("space-1", pageRow().getItem(1).getText().lines().findFirst().orElse(""));
		assertEquals("space-199", pageRow().getItem(SPACES - 1).getText().lines().findFirst().orElse(""));

		String lastId = sim.snapshot().getAsJsonArray("workspaces").get(SPACES - 1).getAsJsonObject().get("workspace_id")
				.getAsString();
		long renamed = System.nanoTime();
		sim.call("workspace.rename", "workspace_id", lastId, "label", "renamed-last");
		UiWait.until(DISPLAY, () -> pageRow().getItem(SPACES - 1).getText().startsWith("renamed-last"),
				"the last space's row shows herdr's new label");
		System.out.printf("LargeSessionTest: one space renamed among %d: its row updated in %.0f ms%n", SPACES,
				(System.nanoTime() - renamed) / 1e6);
	}
}
