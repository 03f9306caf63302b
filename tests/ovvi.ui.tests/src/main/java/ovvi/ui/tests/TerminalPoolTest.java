package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.cards.WidgetRole;
import ovvi.model.Pane;
import ovvi.model.Space;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.ui.UiIds;
import ovvi.ui.pages.WindowPages;
import ovvi.ui.tab.SpareTerminals;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;
import ovvi.ui.tab.TabPart;

/**
 * What the terminals of many tabs cost herdr, counted in the simulator: one terminal session run
 * per streaming card, only the tabs shown and the most recently shown ones out of view, over all
 * spaces and pages. Spaces, pages and tabs are shown with real clicks on the sidebar's rows and
 * the tab stack's items.
 */
class TerminalPoolTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;

	/** Each test its own page, so that none depends on what another left in the pool. */
	@BeforeEach
	void aPage() throws Exception {
		sim = new SimPage("pool", "", Duration.ofSeconds(10));
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	/** The control runs that hold a terminal in the simulator now. */
	private static int controlRuns() {
		return controlRuns(sim);
	}

	private static int controlRuns(SimPage page) {
		return page.call("sim.terminal_streams").get("control").getAsInt();
	}

	/** The tab's cards while the window's track shows it as a part, else null. */
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

	/** A real click on the space's row in the sidebar; waits until all its tabs are parts and the selected one streams. */
	private static void show(Space space) {
		show(space, sim);
	}

	private static void show(Space space, SimPage on) {
		Tree sidebar = Widgets.byId(sim.window.getShell(), UiIds.SIDEBAR_TREE, Tree.class);
		Supplier<Optional<TreeItem>> spaceRow = () -> Arrays.stream(sidebar.getItems()).flatMap(pageRow -> Arrays.stream(pageRow.getItems()))
				.filter(each -> each.getData() == space).findFirst();
		UiWait.until(DISPLAY, () -> spaceRow.get().isPresent(), "the sidebar has a row of " + space);
		TreeItem row = spaceRow.get().orElseThrow();
		sidebar.showItem(row); // as a user scrolls the sidebar to the row
		Rectangle bounds = row.getBounds();
		Mouse.click(sidebar, bounds.x + 10, bounds.y + bounds.height / 2);
		UiWait.until(DISPLAY, () -> WindowPages.of(sim.window).inView() == on.page && TabTrack.of(sim.window).shownTabs().equals(space.tabs())
				&& space.tabs().stream().allMatch(tab -> cardsOf(tab) != null), "the space's tabs are parts");
		Tab selected = on.page.selectedTab();
		UiWait.until(DISPLAY, () -> cardsOf(selected).streaming() == selected.panes().size(), "the selected tab streams");
	}

	/** A real click on the tab's item in the window's tab stack; the tab's cards once it shows with all of its terminals streaming. */
	private static TabCards visit(Tab tab) {
		click(tab);
		UiWait.until(DISPLAY, () -> cardsOf(tab) != null && cardsOf(tab).control().isVisible()
				&& cardsOf(tab).streaming() == tab.panes().size(), "tab " + tab.number() + " shows and streams");
		return cardsOf(tab);
	}

	private static void click(Tab tab) {
		TabPart part = TabTrack.of(sim.window).part(tab);
		CTabFolder track = trackShowing(TabTrack.of(sim.window).shownTabs());
		CTabItem item = Arrays.stream(track.getItems()).filter(each -> each.getText().equals(part.model().getLabel())).findFirst()
				.orElseThrow(() -> new AssertionError("no item of tab " + tab.number() + " in the tab stack"));
		Rectangle bounds = item.getBounds();
		assertTrue(item.isShowing(), "the item of tab " + tab.number() + " shows in the stack: " + bounds);
		// through xdotool: a press posted to the display starts the workbench's drag of the part, which waits for a release
		Mouse.clickHolding(track, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
	}

	/** The window's tab stack: the folder around the card area of the tab it shows. */
	private static CTabFolder trackShowing(List<Tab> shown) {
		Control shownArea = shown.stream().map(TerminalPoolTest::cardsOf).filter(cards -> cards != null && cards.control().isVisible())
				.findFirst().orElseThrow(() -> new AssertionError("no tab shows")).control();
		for (Control at = shownArea; at != null; at = at.getParent()) {
			if (at instanceof CTabFolder folder) {
				return folder;
			}
		}
		throw new AssertionError("the shown tab is in no tab stack");
	}

	/** A tab split into three panes. */
	private static void threePanes(Tab tab) {
		String first = tab.panes().get(0).id();
		sim.call("pane.split", "target_pane_id", first, "direction", "right", "focus", false);
		sim.call("pane.split", "target_pane_id", first, "direction", "down", "focus", false);
	}

	/** How many colours the control shows. */
	private static long colours(Control control) {
		Image image = new Image(DISPLAY, control.getSize().x, control.getSize().y);
		GC gc = new GC(image);
		try {
			control.print(gc);
			ImageData data = image.getImageData();
			Set<Integer> seen = new HashSet<>();
			for (int y = 0; y < data.height; y += 2) {
				for (int x = 0; x < data.width; x += 2) {
					seen.add(data.getPixel(x, y));
				}
			}
			return seen.size();
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	@Test
	void openingASpaceAttachesOnlyTheTabInView() {
		Space space = spaceOf(6);
		show(space);
		Tab selected = sim.page.selectedTab();
		List<Tab> hidden = space.tabs().stream().filter(tab -> tab != selected).toList();
		assertEquals(0, hidden.stream().mapToInt(tab -> cardsOf(tab).streaming()).sum(),
				"the tabs out of view build no terminal before they are shown");
		UiWait.until(DISPLAY, () -> controlRuns() == 2,
				"herdr runs two terminal sessions, the shown tab's and the first space's, kept in the pool (" + controlRuns() + ")");
	}

	/**
	 * Tabs herdr makes in the space in view (another client, not focused) are parts of the window
	 * but never shown: they attach nothing when the space goes out of view and comes back, though
	 * e4 puts each part on top for a moment as the track removes the others.
	 */
	@Test
	void tabsNeverShownAttachNothingAsTheirSpaceGoesAndComesBack() {
		Space first = sim.page.selectedSpace();
		Tab shown = sim.page.selectedTab();
		for (int i = 0; i < 5; i++) {
			sim.call("tab.create", "workspace_id", first.id(), "cwd", sim.home.toString(), "focus", false);
		}
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> first.tabs().size() == 6 && first.tabs().stream().allMatch(tab -> cardsOf(tab) != null),
				"the five new tabs are parts of the window");
		Space other = spaceOf(1);
		show(other);
		show(first);
		List<Tab> neverShown = first.tabs().stream().filter(tab -> tab != shown).toList();
		assertEquals(List.of(0, 0, 0, 0, 0), neverShown.stream().map(tab -> cardsOf(tab).streaming()).toList(),
				"the tabs never shown stream nothing");
		UiWait.until(DISPLAY, () -> controlRuns() == 2, () -> "herdr runs the shown tab's and the other space's: " + controlRuns());
	}

	@Test
	void aTabOfASpaceOutOfViewKeepsItsTerminalInThePool() {
		Space first = sim.page.selectedSpace();
		Space other = spaceOf(1);
		Tab tab = first.tabs().get(0);
		show(first);
		TabCards cards = visit(tab);
		Pane pane = tab.panes().get(0);
		TerminalCard terminal = Terminals.of(cards, pane);
		show(other);
		assertEquals(1, cards.streaming(), "the first space's tab keeps streaming out of view");
		show(first);
		assertSame(cards, visit(tab), "its part takes the kept cards again");
		assertSame(terminal, Terminals.of(cards, pane), "with the same terminal and stream");
	}

	@Test
	void aTabPastThePoolShowsItsStillAtOnceThenGoesLive() {
		Space space = spaceOf(10);
		space.tabs().forEach(TerminalPoolTest::threePanes);
		sim.page.connection().readNow();
		UiWait.until(DISPLAY, () -> space.tabs().stream().allMatch(tab -> tab.panes().size() == 3), "every tab has three panes");
		show(space);
		Tab first = space.tabs().get(0);
		for (Pane pane : first.panes()) {
			sim.call("pane.send_text", "pane_id", pane.id(), "text", "echo still-" + pane.id() + "\r");
		}
		TabCards firstCards = visit(first);
		for (Pane pane : first.panes()) {
			UiWait.until(DISPLAY, () -> Terminals.of(firstCards, pane).visibleRows().stream().anyMatch(row -> row.equals("still-" + pane.id())),
					"the first tab's card " + pane.id() + " shows its echo");
		}
		int inView = 3;
		for (Tab tab : space.tabs()) {
			visit(tab);
			assertTrue(controlRuns() <= SpareTerminals.SPARES + inView,
					"herdr runs at most the spares and the shown terminals: " + controlRuns());
		}
		assertEquals(0, firstCards.streaming(), "27 terminals out of view: the tab shown longest ago let go of its streams");
		UiWait.until(DISPLAY, () -> controlRuns() <= 24 + inView, "herdr ended its runs (" + controlRuns() + ")");

		List<Control> faces = Widgets.all((Composite) firstCards.control(), Control.class).stream()
				.filter(control -> TerminalCard.STILL_ROLE.equals(control.getData(WidgetRole.KEY))).toList();
		assertEquals(3, faces.size(), "each card out of the pool shows its still");
		Set<Control> painted = new HashSet<>();
		faces.forEach(face -> face.addListener(SWT.Paint, event -> painted.add(face)));
		click(first);
		UiWait.until(DISPLAY, () -> firstCards.streaming() == 3, "the tab takes up its streams as it shows");
		assertEquals(Set.copyOf(faces), painted, "each still painted before its terminal was made again");
		for (Pane pane : first.panes()) {
			assertTrue(Terminals.of(firstCards, pane).showsStill(), "card " + pane.id() + " shows its still at once");
			Control still = Widgets.all(Terminals.of(firstCards, pane).control().getParent(), Control.class).stream()
					.filter(control -> TerminalCard.STILL_ROLE.equals(control.getData(WidgetRole.KEY))).findFirst().orElseThrow();
			assertTrue(colours(still) > 1, "the still is a picture of the terminal, not an empty face");
		}
		for (Pane pane : first.panes()) {
			UiWait.until(DISPLAY, () -> !Terminals.of(firstCards, pane).showsStill()
					&& Terminals.of(firstCards, pane).visibleRows().stream().anyMatch(row -> row.equals("still-" + pane.id())),
					"card " + pane.id() + " goes live under its still");
		}
	}

	/**
	 * The count, with real clicks: 30 tabs of one terminal over 3 spaces and 2 pages, each
	 * shown in turn. After each, herdr runs the terminals of the tabs shown most recently, one per
	 * tab, until there are the spares and the one in view, and never more; at the end the tabs
	 * shown longest ago have let go, over both pages.
	 */
	@Test
	void thirtyTabsOverThreeSpacesAndTwoPagesRunTheSparesAndTheShownAndNoMore() throws Exception {
		Tab firstShown = sim.page.selectedTab();
		Space ten = spaceOf(10);
		Space tenMore = spaceOf(10);
		try (SimPage other = new SimPage("pool-other", "", Duration.ofSeconds(10))) {
			Space third = other.page.selectedSpace();
			for (int i = 1; i < 10; i++) {
				other.call("tab.create", "workspace_id", third.id(), "cwd", other.home.toString(), "focus", false);
			}
			other.page.connection().readNow();
			UiWait.until(DISPLAY, () -> third.tabs().size() == 10, "the other page's space has 10 tabs");
			IntSupplier runs = () -> controlRuns(sim) + controlRuns(other);
			Set<Tab> shown = new HashSet<>(List.of(firstShown, other.page.selectedTab()));
			UiWait.until(DISPLAY, () -> runs.getAsInt() == 2, () -> "each page's first tab streams: " + runs.getAsInt() + " runs");
			for (Space space : List.of(ten, tenMore, third)) {
				SimPage on = space == third ? other : sim;
				show(space, on);
				shown.add(on.page.selectedTab());
				for (Tab tab : space.tabs()) {
					visit(tab);
					shown.add(tab);
					int expected = Math.min(shown.size(), SpareTerminals.SPARES + 1);
					UiWait.until(DISPLAY, () -> runs.getAsInt() == expected, () -> "with tab " + tab.number() + " in view, herdr runs the "
							+ expected + " tabs shown most recently, the spares and the shown at most: " + runs.getAsInt() + " runs");
				}
			}
			// the 25 shown most recently and the one in view: the other page's 10, and the first page's last 10 and 6 before them
			UiWait.until(DISPLAY, () -> controlRuns(sim) == 16 && controlRuns(other) == 10,
					() -> "the tabs shown longest ago let go, all of the first page's: " + controlRuns(sim) + " + " + controlRuns(other) + " runs");
		}
	}
}
