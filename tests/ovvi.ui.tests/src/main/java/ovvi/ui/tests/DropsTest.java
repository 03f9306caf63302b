package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CLabel;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.dnd.DND;
import org.eclipse.swt.dnd.DropTarget;
import org.eclipse.swt.dnd.DropTargetAdapter;
import org.eclipse.swt.dnd.DropTargetEvent;
import org.eclipse.swt.dnd.DropTargetListener;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Tree;
import org.eclipse.swt.widgets.TreeItem;
import org.eclipse.swt.widgets.Display;
import org.eclipse.jface.viewers.TreeViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import ovvi.cards.Card;
import ovvi.cards.CardLabel;
import ovvi.cards.Placeholder;
import ovvi.cards.explorer.ExplorerCard;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.terminal.TerminalCard;
import ovvi.terminal.TerminalPaneCard;
import ovvi.terminal.TerminalStatus;
import ovvi.ui.pages.Notices;
import ovvi.ui.UiIds;
import ovvi.ui.sessions.SessionsView;
import ovvi.ui.tab.TabCards;
import ovvi.ui.tab.TabTrack;

/**
 * Drag and drop with the real pointer on a real X server, asserting on herdr's state: files
 * dragged onto a terminal card are typed as their quoted paths; a card dragged by its title goes
 * beside another card on the edge it was dropped on (the edge marked meanwhile), swaps with the
 * card it was dropped on the middle of, goes to another tab dropped on its capsule, becomes a new
 * tab of the space whose sidebar row it was dropped on; a tab row dropped under the sidebar's rows
 * becomes a new space; a drop on itself does nothing, and one on a card herdr closed during the
 * drag says so. Files and a folder from another program (XDND) are typed on a terminal card and
 * become a new space on the sidebar. A space row dropped below another goes after it. Each test has
 * its own session.
 */
class DropsTest {

	private static final Display DISPLAY = Display.getCurrent();
	private static SimPage sim;
	private static Path folder;

	@BeforeEach
	void aSessionWithAFolder() throws Exception {
		sim = new SimPage("drops", "", Duration.ofSeconds(10));
		folder = Files.createDirectories(sim.home.resolve("a folder ü"));
		// the window's notice outlives the pages: one an earlier test left would be read as this test's
		Notices.clear(sim.window);
	}

	@AfterEach
	void cleanUp() throws Exception {
		sim.close();
	}

	@Test
	void aFileDraggedFromTheExplorerOntoATerminalCardIsTypedAsItsQuotedPath() throws Exception {
		String name = "say \"hi\" it's ✓.txt";
		Files.writeString(folder.resolve(name), "quoted");
		String explorerPane = openPane(new CardLabel("explorer", "d1", folder + "/"));
		String terminalPane = sim.call("pane.split", "target_pane_id", explorerPane, "direction", "right", "focus", false)
				.getAsJsonObject("pane").get("pane_id").getAsString();
		ExplorerCard explorer = cardOf(explorerPane, ExplorerCard.class);
		UiWait.until(DISPLAY, () -> !explorer.loading() && explorer.rows().stream().anyMatch(e -> e.name().equals(name)),
				"the explorer lists " + name);
		TerminalCard terminal = cardOf(terminalPane, TerminalPaneCard.class).terminal();
		UiWait.until(DISPLAY, () -> terminal.status().state() == TerminalStatus.State.LIVE, "the terminal card is live");

		select(explorer, name);
		Rectangle row = explorer.table().getSelection()[0].getBounds();
		Mouse.dragOnto(explorer.table(), row.x + 20, row.y + row.height / 2, terminal.terminalControl());

		// the shell's echo of what was typed (herdr's read drops the space after it): the path in
		// single quotes, each ' written as '\''
		String typed = "'" + folder.resolve("say \"hi\" it") + "'\\''s ✓.txt'";
		untilTyped(terminalPane, typed);
	}

	@Test
	void aCardDroppedOnTheBottomEdgeOfAnotherOfItsTabGoesBelowItWithTheEdgeMarkedMeanwhile() {
		String[] ids = newTabOfTwo();
		String tabId = ids[0], a = ids[1], b = ids[2];
		Rectangle placeA = place(a);
		Mouse.dragOnto(titleOf(b), 8, 4, area(tabId), placeA.x + placeA.width / 2, placeA.y + placeA.height - 6, () -> {
			// the mark follows the cards' layout at the next drag-over
			Control mark = Widgets.byId(area(tabId), UiIds.CARD_DROP_MARK, Composite.class);
			UiWait.until(DISPLAY, () -> {
				Rectangle now = place(a);
				return mark.isVisible() && new Rectangle(now.x, now.y + now.height - now.height / 3, now.width, now.height / 3).equals(mark.getBounds());
			}, "the mark is the bottom third of the card dropped on");
			Point inBand = mark.toDisplay(mark.getSize().x / 2, mark.getSize().y / 2);
			RGB selection = DISPLAY.getSystemColor(SWT.COLOR_LIST_SELECTION).getRGB();
			UiWait.until(DISPLAY, () -> selection.equals(ScreenPixels.at(DISPLAY, inBand)), "the band shows in the selection colour");
			Screenshots.saveQuietly(sim.window.getShell(), "drop-below-a-card.png");
		});
		UiWait.until(DISPLAY, () -> shape(tabId).equals("(" + a + " down " + b + ")"), "herdr put the card below the other");
		untilShownAbove(a, b);
		assertFalse(Widgets.byId(area(tabId), UiIds.CARD_DROP_MARK, Composite.class).isVisible(), "the mark went with the drop");
	}

	@Test
	void aCardDroppedOnTheMiddleOfAnotherOfItsTabSwapsWithIt() {
		String[] ids = newTabOfTwo("down");
		String tabId = ids[0], a = ids[1], b = ids[2];
		Rectangle placeB = place(b);
		Mouse.dragOnto(titleOf(a), 8, 4, area(tabId), placeB.x + placeB.width / 2, placeB.y + placeB.height / 2, () -> {
			Control mark = Widgets.byId(area(tabId), UiIds.CARD_DROP_MARK, Composite.class);
			UiWait.until(DISPLAY, () -> mark.isVisible() && mark.getBounds().equals(place(b)), "the mark frames the card it swaps with");
		});
		UiWait.until(DISPLAY, () -> shape(tabId).equals("(" + b + " down " + a + ")"), "herdr swapped the two panes");
		untilShownAbove(b, a);
	}

	@Test
	void aCardDroppedOnItselfDoesNothing() {
		String[] ids = newTabOfTwo();
		String tabId = ids[0], a = ids[1];
		String before = shape(tabId);
		Rectangle placeA = place(a);
		Mouse.dragOnto(titleOf(a), 8, 4, area(tabId), placeA.x + placeA.width - 6, placeA.y + placeA.height / 2,
				() -> assertFalse(Widgets.byId(area(tabId), UiIds.CARD_DROP_MARK, Composite.class).isVisible(), "no mark on the card itself"));
		// the drop wrote nothing (a write would have gone from the drop's own handler, which has run)
		assertEquals(before, shape(tabId));
		assertEquals("", notice());
	}

	@Test
	void aCardDroppedOnAnotherTabsCapsuleGoesBesideThatTabsLastCard() {
		String[] ids = newTabOfTwo();
		String tabId = ids[0], moving = ids[2];
		Tab first = sim.page.connection().store().space(tab(tabId).spaceId()).tabs().get(0);
		CTabFolder track = trackOf(area(tabId));
		CTabItem capsule = java.util.Arrays.stream(track.getItems()).filter(item -> item.getText().equals(String.valueOf(first.number())))
				.findFirst().orElseThrow();
		Rectangle bounds = capsule.getBounds();
		Mouse.dragOnto(titleOf(moving), 8, 4, track, bounds.x + bounds.width / 2, bounds.y + bounds.height / 2);
		UiWait.until(DISPLAY, () -> paneTab(moving).equals(first.id()), "herdr moved the pane into the first tab");
		UiWait.until(DISPLAY, () -> sim.page.selectedTab() == first, "the window shows the tab the card went to");
	}

	@Test
	void aDropOnACardHerdrClosedDuringTheDragSaysSoAndMovesNothing() {
		String[] ids = newTabOfTwo();
		String tabId = ids[0], a = ids[1], b = ids[2];
		Rectangle placeB = place(b);
		Mouse.dragOnto(titleOf(a), 8, 4, area(tabId), placeB.x + placeB.width - 6, placeB.y + placeB.height / 2, () -> {
			sim.call("pane.close", "pane_id", b);
			UiWait.until(DISPLAY, () -> sim.page.connection().store().pane(b) == null && cards(tab(tabId)).placeOf(
					sim.page.connection().store().pane(a)).contains(placeB.x + placeB.width - 6, placeB.y + placeB.height / 2),
					"the window lost the card under the pointer");
		});
		UiWait.until(DISPLAY, () -> notice().contains("herdr closed the pane " + b + " it was dropped on during the drag; nothing moved"),
				"the notice says the card dropped on was closed");
		assertEquals(a, shape(tabId), "the dragged pane stayed where it was");
	}

	@Test
	void aCardDroppedOnAnotherSpacesRowInTheSidebarBecomesANewTabThere() {
		String otherSpace = sim.call("workspace.create", "cwd", sim.home.toString(), "focus", false).getAsJsonObject("workspace")
				.get("workspace_id").getAsString();
		String[] ids = newTabOfTwo();
		String tabId = ids[0], b = ids[2];
		TreeItem row = rowOf(() -> sim.page.connection().store().space(otherSpace));
		Rectangle bounds = row.getBounds();
		// the feedback the sidebar gives the drag, as GTK draws it: the row under the pointer highlighted
		DropTarget sidebar = Mouse.dndOf(row.getParent(), DND.DROP_TARGET_KEY, DropTarget.class);
		DropTargetEvent[] last = new DropTargetEvent[1];
		DropTargetListener feedback = new DropTargetAdapter() {
			@Override
			public void dragOver(DropTargetEvent event) {
				last[0] = event;
			}
		};
		sidebar.addDropListener(feedback);
		try {
			Mouse.dragOnto(titleOf(b), 8, 4, row.getParent(), bounds.x + 20, bounds.y + bounds.height / 2, () -> {
				// the drag-over that first finds the row valid may offer DROP_DEFAULT, the operation the
				// sidebar's drop adapter remembers from the drag's entry, which SWT then turns into a
				// move; SWT repeats the drag-over while the pointer rests, offering that move
				UiWait.until(DISPLAY, () -> last[0].detail == DND.DROP_MOVE, () -> "a move is offered, not " + last[0].detail);
				assertEquals(row, last[0].item, "the drag is over the space's row");
				assertEquals(DND.FEEDBACK_SELECT, last[0].feedback & DND.FEEDBACK_SELECT, "the row is highlighted");
			});
		} finally {
			sidebar.removeDropListener(feedback);
		}
		UiWait.until(DISPLAY, () -> spaceTabs(otherSpace) == 2, "herdr made a new tab of the pane in the other space");
		assertEquals(1, tabPanes(tabId), "the pane left its tab");
	}

	@Test
	void aTabRowDroppedUnderTheSidebarsRowsBecomesANewSpace() {
		String[] ids = newTabOfTwo();
		String tabId = ids[0];
		int spaces = sim.snapshot().getAsJsonArray("workspaces").size();
		TreeItem row = rowOf(() -> tab(tabId));
		Tree tree = row.getParent();
		Rectangle client = tree.getClientArea();
		Mouse.dragOnto(tree, row.getBounds().x + 10, row.getBounds().y + row.getBounds().height / 2, tree, client.width / 2,
				client.y + client.height - 10);
		UiWait.until(DISPLAY, () -> sim.snapshot().getAsJsonArray("workspaces").size() == spaces + 1, "herdr made a space for the tab");
		UiWait.until(DISPLAY, () -> tabPanes(tabId) == 0, "the tab's panes left it");
	}

	@Test
	void filesFromAnotherProgramDroppedOnATerminalCardAreTypedAsTheirQuotedPaths() throws Exception {
		String[] ids = newTabOfTwo();
		String b = ids[2];
		TerminalCard terminal = cardOf(b, TerminalPaneCard.class).terminal();
		UiWait.until(DISPLAY, () -> terminal.status().state() == TerminalStatus.State.LIVE, "the terminal card is live");
		Path first = Files.writeString(folder.resolve("two words.txt"), "1");
		Path second = Files.writeString(folder.resolve("ü$(no).txt"), "2");
		try (FileDragProgram other = new FileDragProgram(DISPLAY, first, second)) {
			Control onto = terminal.terminalControl();
			Point end = onto.toDisplay(onto.getSize().x / 2, onto.getSize().y / 2);
			Mouse.drag(DISPLAY, other.at(), other::started, other::finished, Mouse.dndOf(onto, DND.DROP_TARGET_KEY, DropTarget.class),
					end, () -> {});
		}
		untilTyped(b, "'" + first + "' '" + second + "'");
	}

	@Test
	void aFolderFromAnotherProgramDroppedOnTheSidebarBecomesASpaceThereAndAFileIsSaidNotOpened() throws Exception {
		Path project = Files.createDirectories(folder.resolve("project ✓"));
		Path file = Files.writeString(folder.resolve("not a folder.txt"), "3");
		Tree tree = rowOf(() -> sim.page.connection().store().spaces().get(0)).getParent();
		Rectangle client = tree.getClientArea();
		try (FileDragProgram other = new FileDragProgram(DISPLAY, project, file)) {
			Mouse.drag(DISPLAY, other.at(), other::started, other::finished,
					(DropTarget) sim.window.getShell().getData(DND.DROP_TARGET_KEY), tree.toDisplay(client.width / 2, client.y + client.height - 10),
					() -> {});
		}
		UiWait.until(DISPLAY, () -> sim.snapshot().getAsJsonArray("panes").asList().stream()
				.anyMatch(pane -> project.toString().equals(pane.getAsJsonObject().get("cwd").getAsString())), "herdr made a space in the folder");
		UiWait.until(DISPLAY, () -> Widgets.all(sim.window.getShell(), CLabel.class).stream()
				.anyMatch(label -> label.getText() != null && label.getText().contains("Only a folder becomes a space; not " + file)),
				"the notice names the file");
	}

	@Test
	void aSpaceRowDroppedOnTheLowerHalfOfTheLastRowGoesLast() {
		for (int more = 0; more < 2; more++) {
			sim.call("workspace.create", "cwd", sim.home.toString(), "focus", false);
		}
		UiWait.until(DISPLAY, () -> sim.page.connection().store().spaces().size() == 3, "the page has three spaces");
		List<String> before = spaceOrder();
		String moving = before.get(0);
		String last = before.get(before.size() - 1);
		TreeItem from = rowOf(() -> sim.page.connection().store().space(moving));
		TreeItem onto = rowOf(() -> sim.page.connection().store().space(last));
		Rectangle start = from.getBounds();
		Rectangle end = onto.getBounds();
		Mouse.dragOnto(from.getParent(), start.x + 10, start.y + start.height / 2, onto.getParent(), end.x + 20,
				end.y + end.height - 3);
		List<String> after = new java.util.ArrayList<>(before);
		after.remove(moving);
		after.add(moving);
		UiWait.until(DISPLAY, () -> spaceOrder().equals(after), "herdr moved the space last");
	}

	@Test
	void keysStillReachACardAfterADrag() {
		String[] dragged = newTabOfTwo();
		Rectangle below = place(dragged[1]);
		Mouse.dragOnto(titleOf(dragged[2]), 8, 4, area(dragged[0]), below.x + below.width / 2, below.y + below.height - 6);
		UiWait.until(DISPLAY, () -> shape(dragged[0]).equals("(" + dragged[1] + " down " + dragged[2] + ")"),
				"herdr put the card below the other");

		String[] tab = newTabOfTwo();
		TerminalCard terminal = cardOf(tab[1], TerminalPaneCard.class).terminal();
		UiWait.until(DISPLAY, () -> terminal.status().state() == TerminalStatus.State.LIVE, "the terminal card is live");
		Mouse.click(terminal.terminalControl());
		UiWait.until(DISPLAY, () -> DISPLAY.getFocusControl() == terminal.terminalControl(),
				() -> "the card has the keyboard (its terminal "
						+ (terminal.terminalControl().isDisposed() ? "disposed" : "visible " + terminal.terminalControl().isVisible())
						+ ", the pane's card " + (card(tab[1]) instanceof TerminalPaneCard now && now.terminal() == terminal ? "" : "not ") + "the same, "
						+ terminal.status() + ")");
		Keyboard.type(DISPLAY, "echo keys-after-a-drag");
		untilTyped(tab[1], "echo keys-after-a-drag");
	}

	/** A new tab of two cards side by side, shown: its id, the left pane's and the right one's. */
	private static String[] newTabOfTwo() {
		return newTabOfTwo("right");
	}

	/** A new tab of two cards, the second split off the first to the right or down, shown: its id and the panes' ids. */
	private static String[] newTabOfTwo(String direction) {
		String tabId = sim.call("tab.create", "workspace_id", sim.page.selectedTab().spaceId(), "cwd", sim.home.toString(), "focus", false)
				.getAsJsonObject("tab").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> tab(tabId) != null && !tab(tabId).panes().isEmpty(), "the new tab is in the page");
		String a = tab(tabId).panes().get(0).id();
		String b = sim.call("pane.split", "target_pane_id", a, "direction", direction, "focus", false).getAsJsonObject("pane")
				.get("pane_id").getAsString();
		sim.page.selectTab(tab(tabId));
		UiWait.until(DISPLAY, () -> cards(tab(tabId)) != null && place(a) != null && place(b) != null
				&& cards(tab(tabId)).control().isVisible(),
				() -> "both cards show (the tab's part " + (cards(tab(tabId)) == null ? "not made"
						: cards(tab(tabId)).control().isVisible() ? "visible" : "hidden") + ", left card placed " + (place(a) != null)
						+ ", right card placed " + (place(b) != null) + ", the page's tab "
						+ (sim.page.selectedTab() == null ? "none" : sim.page.selectedTab().id()) + ", this tab " + tabId + ")");
		return new String[] { tabId, a, b };
	}

	private static Composite area(String tabId) {
		return cards(tab(tabId)).control();
	}

	/** Waits until the window lays the cards out as herdr does: the one card over the other, for the next drag to aim at. */
	private static void untilShownAbove(String upper, String lower) {
		UiWait.until(DISPLAY, () -> place(upper) != null && place(lower) != null && place(upper).x == place(lower).x
				&& place(upper).y + place(upper).height <= place(lower).y, "the window shows " + upper + " above " + lower);
	}

	/** Where the pane's card is in its tab's card area, or null. */
	private static Rectangle place(String paneId) {
		Pane pane = sim.page.connection().store().pane(paneId);
		TabCards cards = pane == null ? null : cards(tab(pane.tabId()));
		return cards == null ? null : cards.placeOf(pane);
	}

	/** The title strip's label of the pane's card, by which a card is dragged. */
	private static Label titleOf(String paneId) {
		Pane pane = sim.page.connection().store().pane(paneId);
		TabCards cards = cards(tab(pane.tabId()));
		return Widgets.all(cards.control(), Label.class).stream().filter(label -> UiIds.CARD_TITLE.equals(label.getData(UiIds.KEY))
				&& label.getParent().getParent().getBounds().equals(cards.placeOf(pane))).findFirst().orElseThrow();
	}

	/** The window's tab stack around a tab's cards. */
	private static CTabFolder trackOf(Control control) {
		for (Control at = control; at != null; at = at.getParent()) {
			if (at instanceof CTabFolder folder) {
				return folder;
			}
		}
		throw new AssertionError("no tab stack holds " + control);
	}

	/** herdr's split tree of the tab, as (first direction second) with pane ids. */
	private static String shape(String tabId) {
		return shape(sim.call("layout.export", "tab_id", tabId).getAsJsonObject("layout").getAsJsonObject("root"));
	}

	private static String shape(JsonObject node) {
		return "split".equals(node.get("type").getAsString()) ? "(" + shape(node.getAsJsonObject("first")) + " "
				+ node.get("direction").getAsString() + " " + shape(node.getAsJsonObject("second")) + ")" : node.get("pane_id").getAsString();
	}

	/** herdr's tab of the pane. */
	private static String paneTab(String paneId) {
		return sim.call("pane.get", "pane_id", paneId).getAsJsonObject("pane").get("tab_id").getAsString();
	}

	/** The window's notice (the status line's error message), or "". */
	private static String notice() {
		return Widgets.all(sim.window.getShell(), CLabel.class).stream().map(CLabel::getText)
				.filter(text -> text != null && text.contains("nothing moved")).findFirst().orElse("");
	}

	/** The sidebar's row of what the supplier gives once the model has it. */
	private static TreeItem rowOf(Supplier<Object> element) {
		TreeViewer viewer = ((SessionsView) sim.window.getActivePage().findView(SessionsView.ID)).tree();
		// a row under a collapsed one has no item, or one scrolled away: the user would open its parent
		// or scroll, the test reveals it. GTK scrolls, and measures rows, when it next lays the tree
		// out: the row is where it stays once a turn of the event loop left it in place.
		Rectangle[] seen = new Rectangle[1];
		UiWait.until(DISPLAY, () -> {
			if (element.get() == null) {
				return false;
			}
			viewer.reveal(element.get());
			if (!(viewer.testFindItem(element.get()) instanceof TreeItem item)) {
				return false;
			}
			Rectangle now = item.getBounds();
			boolean settled = now.equals(seen[0]) && item.getParent().getClientArea().contains(now.x, now.y)
					&& item.getParent().getClientArea().contains(now.x, now.y + now.height - 1);
			seen[0] = now;
			return settled;
		}, "the sidebar shows the row where it stays");
		return (TreeItem) viewer.testFindItem(element.get());
	}

	/** herdr's spaces, in the sidebar's order. */
	private static List<String> spaceOrder() {
		return sim.snapshot().getAsJsonArray("workspaces").asList().stream()
				.map(space -> space.getAsJsonObject().get("workspace_id").getAsString()).toList();
	}

	private static int spaceTabs(String spaceId) {
		return (int) sim.tabs().asList().stream().filter(tab -> tab.getAsJsonObject().get("workspace_id").getAsString().equals(spaceId))
				.count();
	}

	private static int tabPanes(String tabId) {
		return (int) sim.snapshot().getAsJsonArray("panes").asList().stream()
				.filter(pane -> pane.getAsJsonObject().get("tab_id").getAsString().equals(tabId)).count();
	}

	/** Waits until the pane's screen shows the text, lines joined (the shell wraps a long line). */
	private static void untilTyped(String paneId, String text) {
		try {
			UiWait.until(DISPLAY, () -> sim.recentText(paneId).replace("\n", "").contains(text), "the pane shows " + text);
		} catch (AssertionError missing) {
			throw new AssertionError(missing.getMessage() + "\nthe pane shows:\n" + sim.recentText(paneId), missing);
		}
	}

	/** A new tab whose one pane has the card's label, as Open File Explorer Here makes it, shown; its pane's id. */
	private static String openPane(CardLabel label) {
		JsonObject root = new JsonObject();
		root.addProperty("type", "pane");
		root.addProperty("cwd", sim.home.toString());
		root.addProperty("label", label.text());
		root.add("command", new Gson().toJsonTree(Placeholder.argv(label)));
		JsonObject applied = sim.call("layout.apply", "workspace_id", sim.page.selectedTab().spaceId(), "focus", false, "root", root);
		String tabId = applied.getAsJsonObject("layout").get("tab_id").getAsString();
		UiWait.until(DISPLAY, () -> tab(tabId) != null && TabTrack.of(sim.window).part(tab(tabId)) != null, "the card's tab is there");
		TabTrack.of(sim.window).part(tab(tabId)).activate();
		return tab(tabId).panes().get(0).id();
	}

	private static Tab tab(String tabId) {
		return sim.page.connection().store().tab(tabId);
	}

	/** The tab's cards in the window, or null while the track does not show the tab. */
	private static TabCards cards(Tab tab) {
		var part = tab == null ? null : TabTrack.of(sim.window).part(tab);
		return part == null ? null : part.cards();
	}

	/** The card the window shows for herdr's pane, or null while it has none. */
	private static Card card(String paneId) {
		Pane pane = sim.page.connection().store().pane(paneId);
		TabCards cards = pane == null ? null : cards(tab(pane.tabId()));
		return cards == null ? null : cards.panes().stream().filter(p -> p.id().equals(paneId)).findFirst().map(cards::card).orElse(null);
	}

	private static <T extends Card> T cardOf(String paneId, Class<T> type) {
		UiWait.until(DISPLAY, () -> type.isInstance(card(paneId)), "the pane shows a " + type.getSimpleName());
		return type.cast(card(paneId));
	}

	private static void select(ExplorerCard card, String name) {
		UiWait.until(DISPLAY, () -> card.table().isVisible(), "the explorer shows");
		UiWait.focusInto(sim.window.getShell());
		UiWait.until(DISPLAY, () -> {
			card.table().forceFocus();
			return DISPLAY.getFocusControl() == card.table();
		}, "the table has the keyboard");
		card.table().setSelection(card.rows().indexOf(card.rows().stream().filter(e -> e.name().equals(name)).findFirst().orElseThrow()));
	}
}
