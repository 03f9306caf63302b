package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.e4.core.contexts.IEclipseContext;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;

import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.ui.tab.MemoryPressure;
import ovvi.ui.tab.SpareTerminals;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * The spare pool halves when memory runs short, with nobody changing tabs, counted in herdr's
 * runs. The pool is the app's own class and rule, in a window of its own (the pool is an object
 * of the window's context, which the app leaves to the workbench's); only its reading of
 * {@code /proc/meminfo} is the test's, so that the test can say how much memory is available.
 */
class MemoryPressureTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static final String PLENTY = "MemTotal:       16000000 kB\nMemFree:         2000000 kB\nMemAvailable:    8000000 kB\n";
	private static final String SCARCE = "MemTotal:       16000000 kB\nMemFree:          100000 kB\nMemAvailable:    1000000 kB\n";
	/** The heap as the test says it is: far from full, so only the computer's memory decides. */
	private static final MemoryPressure.Heap ROOMY_HEAP = new MemoryPressure.Heap(100L << 20, 1L << 30);
	private static final int LOOK_EVERY_MILLIS = 200;
	private static final int TABS = 20;

	private static int controlRuns(SimPage sim) {
		return sim.call("sim.terminal_streams").get("control").getAsInt();
	}

	private static TabCards cardsOf(IWorkbenchWindow window, Tab tab) {
		return TabTrack.of(window).part(tab) == null ? null : TabTrack.of(window).part(tab).cards();
	}

	private static void visit(IWorkbenchWindow window, SimPage sim, Tab tab) {
		sim.page.selectTab(tab);
		UiWait.until(DISPLAY, () -> cardsOf(window, tab) != null && cardsOf(window, tab).control().isVisible()
				&& cardsOf(window, tab).streaming() == tab.panes().size(), "tab " + tab.number() + " shows and streams");
	}

	private static List<Boolean> streaming(IWorkbenchWindow window, List<Tab> tabs) {
		return tabs.stream().map(tab -> cardsOf(window, tab).streaming() > 0).toList();
	}

	@Test
	void whenMemoryRunsShortWithNoTabChangingThePoolKeepsHalfAndWhenItIsBackAllAgain() throws Exception {
		IWorkbenchWindow first = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
		IWorkbenchWindow window = PlatformUI.getWorkbench().openWorkbenchWindow(first.getActivePage().getPerspective().getId(), null);
		try {
			AtomicReference<String> meminfo = new AtomicReference<>(PLENTY);
			SpareTerminals pool = new SpareTerminals(SpareTerminals.SPARES, new MemoryPressure(meminfo::get, () -> ROOMY_HEAP),
					LOOK_EVERY_MILLIS);
			window.getService(IEclipseContext.class).set(SpareTerminals.class, pool);
			UiWait.activate(window.getShell());
			try (SimPage sim = new SimPage("memory", "", Duration.ofSeconds(10))) {
				assertEquals(window, sim.window, "the page opened in the window of the test's pool");
				Space space = sim.page.selectedSpace();
				for (int i = 1; i < TABS; i++) {
					sim.call("tab.create", "workspace_id", space.id(), "cwd", sim.home.toString(), "focus", false);
				}
				sim.page.connection().readNow();
				UiWait.until(DISPLAY, () -> space.tabs().size() == TABS, "herdr made the tabs");
				List<Tab> tabs = List.copyOf(space.tabs());
				tabs.forEach(tab -> visit(window, sim, tab));
				UiWait.until(DISPLAY, () -> controlRuns(sim) == TABS, () -> "19 tabs out of view fit in the pool of 25, and the one shown: "
						+ controlRuns(sim) + " runs");

				meminfo.set(SCARCE);
				int half = SpareTerminals.SPARES / 2;
				UiWait.until(DISPLAY, () -> controlRuns(sim) == half + 1,
						() -> "MemAvailable a sixteenth of MemTotal: the pool keeps 12, with no tab shown or hidden (" + controlRuns(sim)
								+ " runs)");
				List<Boolean> expected = new java.util.ArrayList<>();
				tabs.forEach(tab -> expected.add(tabs.indexOf(tab) >= TABS - 1 - half));
				assertEquals(expected, streaming(window, tabs), "the 12 tabs shown most recently and the one in view stream");

				meminfo.set(PLENTY);
				tabs.subList(0, TABS - 1 - half).forEach(tab -> visit(window, sim, tab));
				UiWait.until(DISPLAY, () -> controlRuns(sim) == TABS,
						() -> "memory back, the pool keeps 25 again: each tab shown again keeps streaming (" + controlRuns(sim) + " runs)");
			}
		} finally {
			window.close();
		}
	}
}
