package ovvi.ui.tab;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.jface.util.IPropertyChangeListener;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Layout;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.Sash;
import org.eclipse.ui.IWorkbenchWindow;

import ovvi.cards.Card;
import ovvi.cards.CardCatalog;
import ovvi.model.ChangeListener;
import ovvi.model.Direction;
import ovvi.model.LayoutNode;
import ovvi.model.Pane;
import ovvi.model.Tab;
import ovvi.model.write.SetSplitRatio;
import ovvi.ui.UiCoalescer;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.UnsavedChanges;
import ovvi.ui.pages.Writes;
import ovvi.ui.preferences.OvviPreferences;

/**
 * A tab's cards, laid out along herdr's split tree with a divider between the two sides of each
 * split. A divider dragged and released, or double-clicked, is herdr's new ratio; the cards show
 * the new ratio at once and keep it until herdr's next layout confirms it or the write failed.
 * One card is the keyboard card, marked when the tab has more than one; a zoomed tab shows only
 * its zoomed card. The cards follow the model: a pane herdr adds, closes or moves comes and goes
 * here, with no card built again for a pane that stays.
 */
public final class TabCards implements SpareTerminals.Kept {

	private final Composite area;
	private final IWorkbenchWindow window;
	private final UISynchronize ui;
	private final UnsavedChanges unsavedChanges;
	private final SessionPage page;
	private final Tab tab;
	private final ScheduledExecutorService timer;
	private Function<Control, Menu> cardMenus;
	private final CardCatalog catalog;
	private final CardOpener opener;
	/** In the tab's order; keyed by the model's pane objects, which stay the same across snapshots. */
	private final Map<Pane, PaneCard> cards = new IdentityHashMap<>();
	private final Map<List<Boolean>, Sash> dividers = new HashMap<>();
	/** Ratios shown instead of herdr's: a divider being dragged, or released and not yet confirmed. */
	private final Map<List<Boolean>, Double> shownRatios = new HashMap<>();
	private final ChangeListener tabChanged;
	private final IPropertyChangeListener fontChanged;
	/** The divider under the pressed button, and whether it moved since the press. */
	private List<Boolean> dragging;
	private boolean dragMoved;
	/** Where in the divider the button took hold of it. */
	private int grip;
	/** The panes whose cards show, in the tab's order. */
	private List<Pane> shownPanes = List.of();
	private SplitGeometry geometry = SplitGeometry.of(null, new Rectangle(0, 0, 0, 0), Map.of());
	private LayoutNode laidOut;
	private Pane keyboard;
	/** A pane the keyboard goes to once it shows (the new pane of a split made here). */
	private Pane keyboardNext;
	private Rectangle keyboardPlace;
	/**
	 * The tab has not been shown yet, or let go of its streams while out of view (SpareTerminals);
	 * new cards wait too. A tab's part is made with its space, shown or not: its terminals attach
	 * when it is first shown.
	 */
	private boolean released = true;
	/** False while the page's session does not answer; new cards are told too. */
	private boolean pageLive = true;

	/**
	 * @param cardMenus the context menu of a card's title strip (the pane's commands) for a control
	 *        about to show it, or null; a right-click makes its card the keyboard card first, so
	 *        the commands act on it
	 */
	public TabCards(Composite parent, IWorkbenchWindow window, SessionPage page, Tab tab, ScheduledExecutorService timer,
			Function<Control, Menu> cardMenus) {
		this.cardMenus = cardMenus;
		this.window = window;
		this.page = page;
		this.tab = tab;
		this.timer = timer;
		this.catalog = window.getService(CardCatalog.class);
		this.ui = window.getService(UISynchronize.class);
		this.unsavedChanges = window.getWorkbench().getService(UnsavedChanges.class);
		this.opener = new CardOpener(window, page);
		area = new Composite(parent, SWT.NONE);
		area.setData(UiIds.KEY, UiIds.CARD_AREA);
		area.setLayout(new SplitTreeLayout());
		// the area holds the keyboard only while its keyboard card is not built yet (a tab shown
		// before herdr's pane came); typing there would be lost, so the card takes it once it can
		area.addListener(SWT.FocusIn, event -> area.getDisplay().asyncExec(this::keyboardFromAreaToCard));
		new CardDrops(this, area, window, page);

		UiCoalescer reconciling = new UiCoalescer(ui, this::reconcile);
		tabChanged = (source, property) -> {
			if (Tab.PANES.equals(property) || Tab.LAYOUT.equals(property)) {
				reconciling.request();
			}
		};
		tab.addListener(tabChanged);
		fontChanged = event -> {
			if (OvviPreferences.TERMINAL_FONT_KEY.equals(event.getProperty()) && !area.isDisposed()) {
				cards.values().forEach(card -> card.setFont(OvviPreferences.terminalFontResource()));
			}
		};
		OvviPreferences.terminalFontResource();
		JFaceResources.getFontRegistry().addListener(fontChanged);
		area.addDisposeListener(event -> {
			tab.removeListener(tabChanged);
			JFaceResources.getFontRegistry().removeListener(fontChanged);
		});
		reconcile();
	}

	public Composite control() {
		return area;
	}

	public Tab tab() {
		return tab;
	}

	/** The pane the keyboard types into: the card the user last typed, clicked or moved to. */
	public Pane keyboardPane() {
		return keyboard;
	}

	/** The cards in the tab's order. */
	public List<Pane> panes() {
		return shownPanes;
	}

	/** The card's title strip text, or null when the pane has no card here. */
	public String title(Pane pane) {
		PaneCard card = cards.get(pane);
		return card == null ? null : card.title();
	}

	/** The pane's card, or null when it has no card here or herdr has not made its pane yet. */
	public Card card(Pane pane) {
		PaneCard card = cards.get(pane);
		return card == null ? null : card.card();
	}

	/** The card shown under a point of the area, or null. */
	public Pane paneAt(Point point) {
		return cards.values().stream().filter(card -> card.control().isVisible() && card.control().getBounds().contains(point))
				.map(PaneCard::pane).findFirst().orElse(null);
	}

	/** Where the pane's card is in the area, or null when it shows no card for it. */
	public Rectangle placeOf(Pane pane) {
		PaneCard card = cards.get(pane);
		return card == null || !card.control().isVisible() ? null : card.control().getBounds();
	}

	/** Whether the pane's card shows the keyboard mark. */
	public boolean marked(Pane pane) {
		PaneCard card = cards.get(pane);
		return card != null && card.marked();
	}

	/** Whether the pane's card is in view (a zoomed tab shows one). */
	public boolean shown(Pane pane) {
		PaneCard card = cards.get(pane);
		return card != null && card.control().isVisible();
	}

	/** The divider of the split at this path, or null. */
	public Sash divider(List<Boolean> path) {
		return dividers.get(path);
	}

	public void focusKeyboardCard() {
		PaneCard card = keyboard == null ? null : cards.get(keyboard);
		if (card != null) {
			card.focus();
		} else {
			area.setFocus();
		}
	}

	/** Gives the keyboard to the pane's card, now or as soon as it shows. */
	public void keyboardTo(Pane pane) {
		if (pane == null) {
			return;
		}
		if (cards.containsKey(pane)) {
			keyboardNext = null;
			setKeyboard(pane);
			cards.get(pane).focus();
		} else {
			keyboardNext = pane;
		}
	}

	/** Moves the keyboard to the card on that side of the keyboard card, if there is one. */
	public void moveKeyboard(Direction side) {
		if (keyboard == null) {
			return;
		}
		Optional<String> next = KeyboardNeighbours.of(geometry.cards(), keyboard.id(), side);
		next.flatMap(id -> panes().stream().filter(pane -> pane.id().equals(id)).findFirst()).ifPresent(this::keyboardTo);
	}

	@Override
	public int streaming() {
		return (int) cards.values().stream().filter(PaneCard::streaming).count();
	}

	@Override
	public void release() {
		released = true;
		cards.values().forEach(PaneCard::release);
	}

	/** Whether the cards were last told that their page's session answers. */
	public boolean pageLive() {
		return pageLive;
	}

	/** See {@link ovvi.cards.Card#pageLive}. */
	public void pageLive(boolean live) {
		if (live != pageLive) {
			pageLive = live;
			cards.values().forEach(card -> card.pageLive(live));
		}
	}

	@Override
	public void resume() {
		released = false;
		cards.values().forEach(PaneCard::resume);
	}

	/** The context menus of the cards' title strips, from the part that shows the cards now. */
	void menus(Function<Control, Menu> newCardMenus) {
		cardMenus = newCardMenus;
	}

	/** Whether a card of the tab holds changes not saved. */
	boolean dirty() {
		return cards.values().stream().anyMatch(PaneCard::dirty);
	}

	public void dispose() {
		area.dispose();
	}

	/** Brings the cards and dividers in line with the tab as the model has it now. */
	private void reconcile() {
		if (area.isDisposed()) {
			return;
		}
		List<Pane> panes = tab.panes();
		boolean keyboardInside = focusInside();
		for (Pane gone : new ArrayList<>(cards.keySet())) {
			if (panes.stream().noneMatch(pane -> pane == gone)) {
				cards.remove(gone).dispose();
			}
		}
		shownPanes = List.copyOf(panes);
		for (Pane pane : panes) {
			if (!cards.containsKey(pane)) {
				PaneCard card = new PaneCard(area, pane, page, catalog, ui, unsavedChanges, timer,
						OvviPreferences.terminalFontResource(), this::keyboardIn, control -> cardMenus.apply(control), opener, !released);
				if (!pageLive) {
					card.pageLive(false);
				}
				cards.put(pane, card);
			}
		}
		LayoutNode tree = tab.layout();
		if (tree != laidOut) {
			laidOut = tree;
			// herdr's layout came: its ratios are the ones to show, but not under a divider in the hand
			shownRatios.keySet().removeIf(path -> !path.equals(dragging));
		}
		geometry = SplitGeometry.of(tree, area.getClientArea(), shownRatios);
		syncDividers();
		chooseKeyboard(panes);
		area.layout(true);
		if (keyboardInside && !focusInside() || !area.isDisposed() && area.isFocusControl()) {
			focusKeyboardCard();
		}
	}

	private void keyboardFromAreaToCard() {
		if (!area.isDisposed() && area.isFocusControl() && keyboard != null && cards.containsKey(keyboard)) {
			cards.get(keyboard).focus();
		}
	}

	private boolean focusInside() {
		for (Control focus = area.getDisplay().getFocusControl(); focus != null; focus = focus.getParent()) {
			if (focus == area) {
				return true;
			}
		}
		return false;
	}

	private void chooseKeyboard(List<Pane> panes) {
		if (keyboardNext != null && cards.containsKey(keyboardNext)) {
			Pane next = keyboardNext;
			keyboardNext = null;
			setKeyboard(next);
			if (focusInside()) {
				cards.get(next).focus();
			}
		} else if (keyboard == null || !cards.containsKey(keyboard)) {
			// the card that now stands where the keyboard card stood, else the first
			Pane successor = panes.isEmpty() ? null : panes.get(0);
			if (keyboardPlace != null) {
				Point centre = new Point(keyboardPlace.x + keyboardPlace.width / 2, keyboardPlace.y + keyboardPlace.height / 2);
				for (Pane pane : panes) {
					Rectangle place = geometry.cards().get(pane.id());
					if (place != null && place.contains(centre)) {
						successor = pane;
					}
				}
			}
			setKeyboard(successor);
		} else {
			setKeyboard(keyboard);
		}
	}

	private void keyboardIn(PaneCard card) {
		if (cards.get(card.pane()) == card) {
			keyboardNext = null;
			setKeyboard(card.pane());
		}
	}

	private void setKeyboard(Pane pane) {
		keyboard = pane;
		boolean several = cards.size() > 1;
		cards.values().forEach(card -> card.mark(several && card.pane() == pane));
		keyboardPlace = pane == null ? null : geometry.cards().get(pane.id());
	}

	private void syncDividers() {
		Map<List<Boolean>, SplitGeometry.Divider> wanted = new LinkedHashMap<>();
		geometry.dividers().forEach(divider -> wanted.put(divider.path(), divider));
		dividers.entrySet().removeIf(entry -> {
			SplitGeometry.Divider divider = wanted.get(entry.getKey());
			boolean keep = divider != null && orientation(divider) == (entry.getValue().getStyle() & (SWT.VERTICAL | SWT.HORIZONTAL));
			if (!keep) {
				entry.getValue().dispose();
			}
			return !keep;
		});
		wanted.forEach((path, divider) -> dividers.computeIfAbsent(path, p -> newDivider(p, orientation(divider))));
	}

	private static int orientation(SplitGeometry.Divider divider) {
		return divider.direction() == LayoutNode.SplitDirection.RIGHT ? SWT.VERTICAL : SWT.HORIZONTAL;
	}

	private Sash newDivider(List<Boolean> path, int orientation) {
		Sash sash = new Sash(area, orientation);
		sash.setData(UiIds.KEY, UiIds.CARD_DIVIDER);
		// GTK's sash reports a move and its release alike (no SWT.DRAG detail): the button says which
		boolean upright = orientation == SWT.VERTICAL;
		sash.addListener(SWT.MouseDown, event -> {
			if (event.button == 1 && !tab.isStandIn()) {
				dragging = path;
				dragMoved = false;
				grip = upright ? event.x : event.y;
			}
		});
		sash.addListener(SWT.Selection, event -> {
			if (path.equals(dragging)) {
				dividerAt(path, upright ? event.x : event.y);
			}
		});
		sash.addListener(SWT.MouseUp, event -> {
			if (event.button == 1 && path.equals(dragging)) {
				dragging = null;
				// GTK leaves out motion while it draws, so the release's own point is where the divider goes
				int position = (upright ? sash.getBounds().x + event.x : sash.getBounds().y + event.y) - grip;
				dividerAt(path, position);
				Double ratio = shownRatios.get(path);
				// a press without a move changes nothing
				if (dragMoved && ratio != null) {
					release(path, SetSplitRatio.dragged(tab.id(), path, ratio));
				}
			}
		});
		sash.addListener(SWT.MouseDoubleClick, event -> {
			// the second click's release is part of the double-click, not a drag
			dragging = null;
			if (event.button == 1 && !tab.isStandIn()) {
				release(path, SetSplitRatio.doubleClicked(tab.id(), path));
			}
		});
		return sash;
	}

	/** Shows the split's divider at this position (its leading edge) while the button holds it. */
	private void dividerAt(List<Boolean> path, int position) {
		SplitGeometry.Divider divider = geometry.dividers().stream().filter(d -> d.path().equals(path)).findFirst().orElse(null);
		if (divider == null) {
			return;
		}
		int now = divider.direction() == LayoutNode.SplitDirection.RIGHT ? divider.bounds().x : divider.bounds().y;
		if (position != now) {
			dragMoved = true;
			shownRatios.put(path, divider.ratioAt(position));
			relayout();
		}
	}

	private void release(List<Boolean> path, SetSplitRatio write) {
		shownRatios.put(path, write.ratio());
		relayout();
		Writes.submit(window, page, write).whenComplete((outcome, failure) -> {
			if (failure != null && !area.isDisposed()) {
				shownRatios.remove(path);
				relayout();
			}
		});
	}

	private void relayout() {
		geometry = SplitGeometry.of(tab.layout(), area.getClientArea(), shownRatios);
		area.layout(true);
	}

	/** Places the cards and dividers where the split tree says, or the zoomed card over all of them. */
	private final class SplitTreeLayout extends Layout {

		@Override
		protected Point computeSize(Composite composite, int wHint, int hHint, boolean flushCache) {
			return new Point(wHint == SWT.DEFAULT ? 400 : wHint, hHint == SWT.DEFAULT ? 300 : hHint);
		}

		@Override
		protected void layout(Composite composite, boolean flushCache) {
			Rectangle client = composite.getClientArea();
			geometry = SplitGeometry.of(tab.layout(), client, shownRatios);
			String zoomed = tab.zoomedPaneId();
			List<Pane> panes = shownPanes;
			boolean single = tab.layout() == null && !panes.isEmpty();
			for (Pane pane : panes) {
				PaneCard card = cards.get(pane);
				if (card == null) {
					continue;
				}
				Rectangle place = zoomed != null ? (pane.id().equals(zoomed) ? client : null)
						: single ? (pane == panes.get(0) ? client : null) : geometry.cards().get(pane.id());
				card.control().setVisible(place != null);
				if (place != null) {
					card.control().setBounds(place);
				}
			}
			for (SplitGeometry.Divider divider : geometry.dividers()) {
				Sash sash = dividers.get(divider.path());
				if (sash != null) {
					sash.setVisible(zoomed == null);
					sash.setBounds(divider.bounds());
				}
			}
			if (keyboard != null) {
				keyboardPlace = geometry.cards().get(keyboard.id());
			}
		}
	}
}
