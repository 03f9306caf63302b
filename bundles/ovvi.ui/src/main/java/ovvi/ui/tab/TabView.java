package ovvi.ui.tab;

import java.util.function.Function;

import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.ui.IPartListener2;
import org.eclipse.ui.IWorkbenchActionConstants;
import org.eclipse.ui.IWorkbenchPartReference;
import org.eclipse.ui.part.ViewPart;

import ovvi.model.ChangeListener;
import ovvi.model.Tab;
import ovvi.ui.UiIds;
import ovvi.ui.pages.PageState;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.sessions.TabNames;

/**
 * One herdr tab as a part of the window's tab stack: its panes as cards along herdr's split tree,
 * under a strip that says when the session does not answer (Reconnecting, with the reason) or its
 * herdr is too old, and one that says when another window controls the session.
 */
public final class TabView extends ViewPart {

	public static final String ID = "ovvi.ui.tab";
	/** The context menu of a card's title strip; plugin.xml contributes the pane's commands to it. */
	public static final String CARD_MENU = "ovvi.ui.card";

	private SessionPage page;
	private Tab tab;
	private TabCards cards;
	private Composite root;
	private Label problem;
	/** The track closed this part because another space or page came into view: its cards live on elsewhere. */
	private boolean cardsKept;
	/** A tab out of view keeps its streams while it is among the most recently shown (SpareTerminals). */
	private final IPartListener2 visibility = new IPartListener2() {
		@Override
		public void partVisible(IWorkbenchPartReference ref) {
			if (ref.getPart(false) == TabView.this && cards != null) {
				getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).shown(cards);
			}
		}

		@Override
		public void partHidden(IWorkbenchPartReference ref) {
			if (ref.getPart(false) == TabView.this && cards != null) {
				getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).hidden(cards);
			}
		}
	};
	private final ChangeListener problemChanged = (source, property) -> {
		if (PageState.changedBy(property) && root != null
				&& !root.isDisposed()) {
			root.getDisplay().asyncExec(this::showProblem);
		}
	};

	@Override
	public void createPartControl(Composite parent) {
		root = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);
		problem = new Label(root, SWT.WRAP);
		problem.setData(UiIds.KEY, UiIds.TAB_PROBLEM);
		problem.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		GridDataFactory.fillDefaults().grab(true, false).indent(8, 4).exclude(true).applyTo(problem);
		problem.setVisible(false);

		TabTrack.Binding binding = TabTrack.of(getSite().getWorkbenchWindow()).binding(getViewSite().getSecondaryId());
		if (binding == null) {
			Label gone = new Label(root, SWT.WRAP);
			gone.setText("This tab is no longer open.");
			return;
		}
		page = binding.page();
		tab = binding.tab();
		new ControlCapsule(root, page.control());
		if (page.machine().demo()) {
			Label demo = new Label(root, SWT.WRAP);
			demo.setData(UiIds.KEY, UiIds.TAB_DEMO);
			demo.setText("Demo session: these panes run on Ovvi's built-in herdr simulator, not on herdr."
					+ " Install herdr for your own sessions.");
			GridDataFactory.fillDefaults().grab(true, false).indent(8, 4).applyTo(demo);
		}
		Composite area = new Composite(root, SWT.NONE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(area);
		area.setLayout(new org.eclipse.swt.layout.FillLayout());
		MenuManager cardMenu = new MenuManager();
		cardMenu.add(new Separator(IWorkbenchActionConstants.MB_ADDITIONS));
		getSite().registerContextMenu(CARD_MENU, cardMenu, new CardMenuSelection(() -> cards));
		Function<Control, Menu> cardMenus = control -> {
			Menu menu = cardMenu.getMenu() == null ? cardMenu.createContextMenu(control) : cardMenu.getMenu();
			return menu.getParent() == control.getShell() ? menu : null;
		};
		cards = KeptTabCards.of(getSite().getWorkbenchWindow()).take(tab, area);
		if (cards == null) {
			cards = new TabCards(area, getSite().getWorkbenchWindow(), page, tab, getSite().getService(CardTimer.class).executor(), cardMenus);
		} else {
			cards.menus(cardMenus);
			area.layout(true, true);
		}
		CardEditActions.install(getViewSite().getActionBars(),
				() -> cards.keyboardPane() == null ? null : cards.card(cards.keyboardPane()));
		page.connection().addListener(problemChanged);
		getSite().getPage().addPartListener(visibility);
		// told before the cards' widgets go
		root.addDisposeListener(event -> keepUnsavedCards());
		getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).lookAtMemoryEvery(SpareTerminals.MEMORY_LOOK_MILLIS,
				parent.getDisplay());
		// the part made on top of its stack may have been told it is visible before it had cards
		if (getSite().getPage().isPartVisible(this)) {
			getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).shown(cards);
		}
		refreshTitle();
		showProblem();
	}

	/** The part's name is the tab's label (herdr's number when it has none). */
	void refreshTitle() {
		if (tab == null) {
			return;
		}
		String label = TabNames.of(tab);
		setPartName(label);
		setTitleToolTip(label + " · " + page.title());
	}

	private void showProblem() {
		if (root.isDisposed() || page == null) {
			return;
		}
		String text = PageState.text(page.connection());
		problem.setText(text == null ? "" : text);
		cards.pageLive(text == null);
		problem.setVisible(text != null);
		((org.eclipse.swt.layout.GridData) problem.getLayoutData()).exclude = text == null;
		root.layout(true, true);
	}

	public Tab tab() {
		return tab;
	}

	/** The part's own controls, under the tab stack's. */
	Control control() {
		return root;
	}

	/**
	 * The track is about to close this part only because another space or page comes into view:
	 * the cards move to the window's {@link KeptTabCards} before the part's widgets go.
	 */
	void keepCardsWhenClosed() {
		KeptTabCards keeper = KeptTabCards.of(getSite().getWorkbenchWindow());
		if (cards == null || !keeper.worthKeeping(page, tab)) {
			return;
		}
		if (getSite().getPage().isPartVisible(this)) {
			getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).hidden(cards);
		}
		keeper.keep(page, tab, cards);
		cardsKept = true;
	}

	/**
	 * The part closes with a card whose changes are not saved: its cards move to the window's
	 * {@link KeptTabCards}, as the close asks first and a Cancel brings the tab back with them.
	 */
	private void keepUnsavedCards() {
		KeptTabCards keeper = KeptTabCards.of(getSite().getWorkbenchWindow());
		if (cards == null || cardsKept || !cards.dirty() || !keeper.worthKeeping(page, tab)) {
			return;
		}
		getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).hidden(cards);
		keeper.keep(page, tab, cards);
		cardsKept = true;
	}

	public SessionPage page() {
		return page;
	}

	/** The tab's cards, or null when the part shows no tab. */
	public TabCards cards() {
		return cards;
	}

	@Override
	public void setFocus() {
		if (cards != null) {
			cards.focusKeyboardCard();
		} else {
			root.setFocus();
		}
	}

	@Override
	public void dispose() {
		if (page != null) {
			page.connection().removeListener(problemChanged);
		}
		getSite().getPage().removePartListener(visibility);
		if (cards != null && !cardsKept) {
			getSite().getWorkbenchWindow().getWorkbench().getService(SpareTerminals.class).gone(cards);
			cards.dispose();
		}
		super.dispose();
	}
}
