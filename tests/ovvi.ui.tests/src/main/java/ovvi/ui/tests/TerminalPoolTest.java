package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * What the terminals of many tabs cost herdr, counted in the simulator: one terminal session run
 * per streaming card, only the tabs shown and the most recently shown ones out of view.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class TerminalPoolTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;

	@BeforeAll
	static void aPage() throws Exception {
		sim = new SimPage("pool", "", Duration.ofSeconds(10));
	}

	@AfterAll
	static void cleanUp() throws Exception {
		sim.close();
	}

	/** The control runs that hold a terminal in the simulator now. */
	private static int controlRuns() {
		return sim.call("sim.terminal_streams").get("control").getAsInt();
	}

	private static TabCards cardsOf(Tab tab) {
		return TabTrack.of(sim.window).part(tab) == null ? null : TabTrack.of(sim.window).part(tab).cards();
	}

	/** A new space of this many tabs, in the model. */
	private static Space spaceOf(int tabs) {
		String spaceId = sim.call("workspace.create", "cwd", sim.home.toString(), "focus", false).getAsJsonObject("workspace")
				.get("workspace_id").getAsString();
		for (int i = 1; i < tabs; i++) {
			sim.call("tab.create", "workspace_id", spaceId, "cwd", sim.home.toString(), "focus", false);
		}
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> sim.page.connection().store().spaces().stream()
				.anyMatch(space -> space.id().equals(spaceId) && space.tabs().size() == tabs), "the space's tabs are in the model");
		return sim.page.connection().store().spaces().stream().filter(space -> space.id().equals(spaceId)).findFirst().orElseThrow();
	}

	/** Shows the space and waits until all its tabs are parts and the selected one streams. */
	private static void show(Space space) {
		sim.page.selectSpace(space);
		UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).shownTabs().equals(space.tabs())
				&& space.tabs().stream().allMatch(tab -> cardsOf(tab) != null), "the space's tabs are parts");
		Tab selected = sim.page.selectedTab();
		UiWait.until(DISPLAY, () -> cardsOf(selected).streaming() == 1, "the selected tab streams");
	}

	@Test
	@Order(1)
	void openingASpaceAttachesOnlyTheTabInView() {
		Space space = spaceOf(6);
		show(space);
		Tab selected = sim.page.selectedTab();
		List<Tab> hidden = space.tabs().stream().filter(tab -> tab != selected).toList();
		assertEquals(0, hidden.stream().mapToInt(tab -> cardsOf(tab).streaming()).sum(),
				"the tabs out of view build no terminal before they are shown");
		UiWait.until(DISPLAY, () -> controlRuns() == 1, "herdr runs one terminal session, the shown tab's (" + controlRuns() + ")");
	}
}
