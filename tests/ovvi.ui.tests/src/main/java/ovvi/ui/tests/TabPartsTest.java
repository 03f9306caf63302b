package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;

import org.eclipse.e4.ui.model.application.ui.MUIElement;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;

import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalStatus;
import ovvi.ui.tab.TabPart;
import ovvi.ui.tab.TabTrack;

/**
 * A herdr tab's part is an e4 POJO part of the part descriptor ovvi.ui.tab, with its tab in the
 * part's transient data; when herdr reorders the tabs, the parts move in the window's tab stack and
 * their terminals go on streaming.
 */
class TabPartsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private SimPage sim;

	@BeforeEach
	void aPageOfTwoTabs() throws Exception {
		sim = new SimPage("tabparts", "", Duration.ofSeconds(10));
		Tab first = sim.page.selectedTab();
		String second = sim.call("tab.create", "workspace_id", first.spaceId(), "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).shownTabs().size() == 2
				&& TabTrack.of(sim.window).shownTabs().get(1).id().equals(second), "the window shows both tabs");
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void aTabPartIsAPojoPartOfTheDescriptorWithItsTabInItsTransientData() {
		for (Tab tab : TabTrack.of(sim.window).shownTabs()) {
			TabPart part = TabTrack.of(sim.window).part(tab);
			MPart model = part.model();
			assertEquals(TabPart.DESCRIPTOR, model.getElementId());
			assertEquals("bundleclass://ovvi.ui/" + TabPart.class.getName(), model.getContributionURI());
			assertSame(part, model.getObject(), "the part's object is the POJO, not a 3.x view's wrapper");
			assertTrue(model.getTransientData().containsValue(tab), "the tab is in the part's transient data");
			assertTrue(model.getTransientData().containsValue(sim.page), "and so is its page");
		}
	}

	@Test
	void herdrMovingATabMovesItsPartInPlaceAndItsTerminalsGoOnStreaming() throws Exception {
		Tab first = TabTrack.of(sim.window).shownTabs().get(0);
		Tab second = TabTrack.of(sim.window).shownTabs().get(1);
		Control firstTerminal = streamingTerminalOf(first);
		Control secondTerminal = streamingTerminalOf(second);
		MPart firstPart = TabTrack.of(sim.window).part(first).model();
		MPart secondPart = TabTrack.of(sim.window).part(second).model();
		JsonObject streams = sim.call("sim.terminal_streams");
		assertEquals(2, streams.get("control").getAsInt(), "both tabs' terminals stream: " + streams);

		// herdr moves the tab, as another client of the session would: before the tab now at index 2, the end
		sim.call("tab.move", "tab_id", first.id(), "insert_index", 2);
		UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).shownTabs().equals(List.of(second, first)),
				"the track follows herdr's order");

		List<MUIElement> stack = List.copyOf(firstPart.getParent().getChildren());
		assertTrue(stack.indexOf(secondPart) < stack.indexOf(firstPart), "the parts moved in the stack's model: " + stack);
		assertSame(firstPart, TabTrack.of(sim.window).part(first).model(), "the moved tab keeps its part");
		assertSame(secondPart, TabTrack.of(sim.window).part(second).model(), "the tab it passed keeps its part");
		assertFalse(firstTerminal.isDisposed() || secondTerminal.isDisposed(), "both terminals go on as they were");
		assertEquals(streams, sim.call("sim.terminal_streams"), "no stream ended or started: herdr's control runs are the same");
	}

	/** The tab's terminal, shown once and streaming. */
	private Control streamingTerminalOf(Tab tab) {
		TabPart part = TabTrack.of(sim.window).part(tab);
		part.activate();
		UiWait.until(DISPLAY, () -> Terminals.of(part.cards(), tab.panes().get(0)) instanceof TerminalCard card
				&& card.status().state() == TerminalStatus.State.LIVE, "the tab's terminal streams");
		return Widgets.byId((Composite) part.cards().control(), TerminalCard.TERMINAL_ROLE, Control.class);
	}
}
