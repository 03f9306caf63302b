package ovvi.ui.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.ui.IWorkbenchWindow;
import org.junit.jupiter.api.Test;

import ovvi.cards.WidgetRole;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.testing.SimServer;
import ovvi.ui.UiIds;
import ovvi.ui.pages.Machine;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.SpareTerminals;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * The workbench's figures, printed and never asserted (run with -Pbench): open session to the
 * first painted terminal, switching between two kept tabs, showing a tab that fell out of the
 * spare pool (its still, then its live terminal), keystroke to painted echo, and the
 * cost of one agent's status change among 400 panes. Each measures up to the paint of the widget
 * a person looks at, through a display filter on SWT's paint events.
 */
class WorkbenchBench {

	private static final Display DISPLAY = Display.getCurrent();

	private static String figures(List<Double> millis) {
		List<Double> sorted = new ArrayList<>(millis);
		Collections.sort(sorted);
		return String.format("p50 %.1f ms, p95 %.1f ms, max %.1f ms (%d runs)", sorted.get(sorted.size() / 2),
				sorted.get(Math.min(sorted.size() - 1, (int) Math.ceil(sorted.size() * 0.95) - 1)), sorted.get(sorted.size() - 1),
				sorted.size());
	}

	private static TabCards cardsOf(IWorkbenchWindow window, Tab tab) {
		return TabTrack.of(window).part(tab) == null ? null : TabTrack.of(window).part(tab).cards();
	}

	private static TerminalCard terminalOf(IWorkbenchWindow window, Tab tab) {
		TabCards cards = cardsOf(window, tab);
		return cards == null || cards.panes().isEmpty() ? null : Terminals.of(cards, cards.panes().get(0));
	}

	@Test
	void openSessionToFirstPaintedTerminal() throws Exception {
		List<Double> runs = new ArrayList<>();
		try (Paints paints = new Paints(DISPLAY)) {
			for (int run = 0; run < 5; run++) {
				try (SimPage sim = new SimPage("bench-open-" + run, "", Duration.ofSeconds(10))) {
					WindowPages pages = WindowPages.of(sim.window);
					Tab opened = sim.page.selectedTab();
					pages.detach(sim.page);
					UiWait.until(DISPLAY, () -> !TabTrack.of(sim.window).shownTabs().contains(opened), "the page's tab went");
					long asked = System.nanoTime();
					SessionPage page = pages.open(new Machine(Machine.THIS_COMPUTER, sim.herdr.exec(), false), sim.herdr);
					UiWait.until(DISPLAY, () -> page.selectedTab() != null && terminalOf(sim.window, page.selectedTab()) != null
							&& !terminalOf(sim.window, page.selectedTab()).isEmpty(), "the terminal has herdr's first frame");
					TerminalCard card = terminalOf(sim.window, page.selectedTab());
					long painted = paints.after(card.terminalControl(), asked, "the terminal painted");
					runs.add((painted - asked) / 1e6);
					pages.detach(page);
				}
			}
		}
		System.out.println("WorkbenchBench: open session to first painted terminal: " + figures(runs));
	}

	@Test
	void switchingBetweenTwoKeptTabs() throws Exception {
		try (SimPage sim = new SimPage("bench-tabs", "", Duration.ofSeconds(10)); Paints paints = new Paints(DISPLAY)) {
			Tab first = sim.page.selectedTab();
			sim.call("tab.create", "workspace_id", first.spaceId(), "cwd", sim.home.toString(), "focus", false);
			UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).shownTabs().size() == 2, "both tabs show as parts");
			Tab second = TabTrack.of(sim.window).shownTabs().get(1);
			// each tab is shown once, so both keep their cards and streams
			for (Tab tab : List.of(second, first)) {
				sim.page.selectTab(tab);
				UiWait.until(DISPLAY, () -> terminalOf(sim.window, tab) != null && !terminalOf(sim.window, tab).isEmpty(),
						"the tab's terminal streams");
			}
			List<Double> runs = new ArrayList<>();
			for (int run = 0; run < 30; run++) {
				Tab tab = run % 2 == 0 ? second : first;
				Control terminal = terminalOf(sim.window, tab).terminalControl();
				long asked = System.nanoTime();
				sim.page.selectTab(tab);
				runs.add((paints.after(terminal, asked, "the shown tab painted") - asked) / 1e6);
			}
			System.out.println("WorkbenchBench: switching between two kept tabs: " + figures(runs));
		}
	}

	@Test
	void showingATabThatFellOutOfThePool() throws Exception {
		int tabs = SpareTerminals.SPARES + 2;
		try (SimPage sim = new SimPage("bench-pool", "", Duration.ofSeconds(10)); Paints paints = new Paints(DISPLAY)) {
			Tab first = sim.page.selectedTab();
			for (int i = 1; i < tabs; i++) {
				sim.call("tab.create", "workspace_id", first.spaceId(), "cwd", sim.home.toString(), "focus", false);
			}
			UiWait.until(DISPLAY, () -> TabTrack.of(sim.window).shownTabs().size() == tabs, "the tabs show as parts");
			List<Tab> all = TabTrack.of(sim.window).shownTabs();
			List<Double> toStill = new ArrayList<>();
			List<Double> toLive = new ArrayList<>();
			// in turn, each tab is the one shown longest ago: past the spares, it let go of its stream
			for (int visit = 0; visit < tabs + 20; visit++) {
				Tab tab = all.get(visit % tabs);
				boolean released = cardsOf(sim.window, tab) != null && cardsOf(sim.window, tab).streaming() == 0
						&& visit >= tabs;
				long asked = System.nanoTime();
				sim.page.selectTab(tab);
				UiWait.until(DISPLAY, () -> terminalOf(sim.window, tab) != null, "the tab's terminal streams");
				TerminalCard card = terminalOf(sim.window, tab);
				if (!released) {
					UiWait.until(DISPLAY, () -> !card.isEmpty() && !card.showsStill(), "the tab's terminal has herdr's frame");
					continue;
				}
				Control still = Widgets.all((Composite) card.control(), Control.class).stream()
						.filter(control -> TerminalCard.STILL_ROLE.equals(control.getData(WidgetRole.KEY))).findFirst()
						.orElseThrow(() -> new AssertionError("a tab that fell out of the pool shows its still"));
				AtomicLong gone = new AtomicLong();
				still.addListener(SWT.Dispose, event -> gone.set(System.nanoTime()));
				toStill.add((paints.after(still, asked, "the still painted") - asked) / 1e6);
				UiWait.until(DISPLAY, () -> gone.get() != 0, "the still went");
				toLive.add((paints.after(card.terminalControl(), gone.get(), "the live terminal painted") - asked) / 1e6);
			}
			System.out.println("WorkbenchBench: showing a tab that fell out of the pool, to its still painted: " + figures(toStill)
					+ "; to the live terminal painted: " + figures(toLive));
		}
	}

	@Test
	void keystrokeToPaintedEcho() throws Exception {
		try (SimPage sim = new SimPage("bench-keys", "", Duration.ofSeconds(10)); Paints paints = new Paints(DISPLAY)) {
			Tab tab = sim.page.selectedTab();
			UiWait.until(DISPLAY, () -> terminalOf(sim.window, tab) != null && !terminalOf(sim.window, tab).isEmpty(),
					"the terminal streams");
			TerminalCard card = terminalOf(sim.window, tab);
			Control terminal = card.terminalControl();
			TabTrack.of(sim.window).part(tab).activate();
			UiWait.focusInto(sim.window.getShell());
			UiWait.until(DISPLAY, () -> {
				terminal.forceFocus();
				return DISPLAY.getFocusControl() == terminal;
			}, "the terminal has the keyboard");
			// the echo shows in the first paint after TM's poll took the change: the card paints cells before that too
			TerminalModel model = new TerminalModel(terminal);
			EchoStamps stamps = new EchoStamps();
			model.stampChanges(stamps);
			List<Double> runs = new ArrayList<>();
			for (int run = 0; run < 60; run++) {
				stamps.arm();
				model.arm();
				long typed = System.nanoTime();
				Keyboard.type(DISPLAY, "x");
				UiWait.until(DISPLAY, () -> stamps.polled.get() != 0, "TM's poll took herdr's echo");
				runs.add((paints.after(terminal, stamps.polled.get(), "the echo painted") - typed) / 1e6);
			}
			model.close();
			Keyboard.chord(DISPLAY, 'u', 'u', SWT.CTRL);
			System.out.println("WorkbenchBench: keystroke to painted echo: " + figures(runs));
		}
	}

	@Test
	void oneAgentsStatusChangeAmong400Panes() throws Exception {
		try (SimPage sim = new SimPage("bench-agents", "", Duration.ofSeconds(30))) {
			// 100 spaces of 4 panes, made by another client off the UI thread
			CompletableFuture<Void> made = CompletableFuture.runAsync(() -> {
				for (int space = 0; space < 100; space++) {
					String pane = space == 0 ? sim.page.selectedTab().panes().get(0).id()
							: sim.call("workspace.create", "cwd", sim.home.toString(), "label", "s" + space, "focus", false)
									.getAsJsonObject("root_pane").get("pane_id").getAsString();
					for (int split = 0; split < 3; split++) {
						sim.call("pane.split", "target_pane_id", pane, "direction", split % 2 == 0 ? "right" : "down", "focus", false);
					}
				}
			});
			UiWait.until(DISPLAY, made::isDone, "herdr made 400 panes", Duration.ofMinutes(3));
			made.join();
			Path bin = Files.createDirectories(sim.home.resolve("agents"));
			Files.createSymbolicLink(bin.resolve("claude"), SimServer.herdr().resolveSibling("fake-agent"));
			Pane agent = sim.page.selectedTab().panes().get(0);
			sim.call("pane.send_input", "pane_id", agent.id(), "text", bin.resolve("claude").toString(), "keys", List.of("enter"));
			UiWait.until(DISPLAY, () -> sim.call("pane.get", "pane_id", agent.id()).getAsJsonObject("pane").has("agent"),
					"herdr found the agent");
			UiWait.until(DISPLAY, () -> agent.agent() != null, "the model has the agent");

			Tree tree = Widgets.byId(sim.window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
			TreeItem pageRow = Arrays.stream(tree.getItems()).filter(row -> row.getData() == sim.page).findFirst()
					.orElseThrow();
			TreeItem spaceRow = pageRow.getItem(0);
			AtomicLong longestStall = new AtomicLong();
			List<Double> runs = new ArrayList<>();
			for (int run = 0; run < 10; run++) {
				String command = run % 2 == 0 ? "/work" : "/idle";
				String shows = run % 2 == 0 ? "1 working" : "";
				long asked = System.nanoTime();
				sim.call("pane.send_input", "pane_id", agent.id(), "text", command, "keys", List.of("enter"));
				try {
					UiWait.until(DISPLAY, () -> {
						stall(longestStall);
						return shows.isEmpty() ? !spaceRow.getText().contains("working") : spaceRow.getText().contains(shows);
					}, "the space's row shows the agent's state");
				} catch (AssertionError late) {
					throw new AssertionError(late.getMessage() + ": the row shows '" + spaceRow.getText() + "', herdr's pane is "
							+ sim.call("pane.get", "pane_id", agent.id()), late);
				}
				runs.add((System.nanoTime() - asked) / 1e6);
			}
			long before = System.nanoTime();
			int bytes = sim.call("session.snapshot").toString().length();
			double read = (System.nanoTime() - before) / 1e6;
			System.out.println("WorkbenchBench: one agent's status change among 400 panes, herdr's screen to the sidebar's row: "
					+ figures(runs) + "; one snapshot read " + String.format("%.1f ms, %d KB", read, bytes / 1024)
					+ String.format("; longest UI-thread stall seen %.1f ms", longestStall.get() / 1e6));
		}
	}

	/** How long the UI thread takes to run a runnable asked of it now: the longest is kept. */
	private static void stall(AtomicLong longest) {
		long asked = System.nanoTime();
		DISPLAY.asyncExec(() -> longest.accumulateAndGet(System.nanoTime() - asked, Math::max));
	}
}
