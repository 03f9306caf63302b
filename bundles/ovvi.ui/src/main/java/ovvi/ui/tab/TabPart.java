package ovvi.ui.tab;

import org.eclipse.e4.core.commands.EHandlerService;
import org.eclipse.e4.ui.di.Focus;
import org.eclipse.e4.ui.model.application.ui.basic.MPart;
import org.eclipse.e4.ui.services.EMenuService;
import org.eclipse.e4.ui.workbench.modeling.EPartService;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IWorkbenchWindow;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import ovvi.model.ChangeListener;
import ovvi.model.Tab;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;
import ovvi.ui.pages.PageState;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.sessions.TabNames;

/**
 * One herdr tab as a part of the window's tab stack: its panes as cards along herdr's split tree,
 * under a strip that says when the session does not answer (Reconnecting, with the reason) or its
 * herdr is too old, and one that says when another window controls the session. A POJO part of
 * the part descriptor {@value #DESCRIPTOR} (fragment.e4xmi, which also gives it Close and Rename):
 * the {@link TabTrack} makes it with its tab and the tab's page in the part's transient data.
 */
public final class TabPart {

	public static final String DESCRIPTOR = "ovvi.ui.tab";
	/** The context menu of a card's title strip; plugin.xml contributes the pane's commands to it. */
	public static final String CARD_MENU = "ovvi.ui.card";
	/** Keys of the part's transient data: the herdr tab it shows and that tab's session page. */
	static final String TAB = "ovvi.ui.tab.tab";
	static final String PAGE = "ovvi.ui.tab.page";

	private MPart part;
	private IWorkbenchWindow window;
	private SpareTerminals spares;
	private EPartService parts;
	private SessionPage page;
	private Tab tab;
	private TabCards cards;
	private Composite root;
	private Label problem;
	/** The track removes this part (another space or page came into view, or herdr closed the tab): no Close Tab. */
	private boolean removedByTrack;
	/** The part's cards live on elsewhere ({@link KeptTabCards}): they are not this part's to end. */
	private boolean cardsKept;
	/** A tab out of view keeps its streams while it is among the most recently shown (SpareTerminals). */
	private final PartEvents visibility = new PartEvents() {
		@Override
		public void partVisible(MPart shown) {
			if (shown == part && cards != null) {
				showing();
			}
		}

		@Override
		public void partHidden(MPart hidden) {
			if (hidden == part && cards != null) {
				spares.hidden(cards);
			}
		}
	};
	private final ChangeListener problemChanged = (source, property) -> {
		if (PageState.changedBy(property) && root != null
				&& !root.isDisposed()) {
			root.getDisplay().asyncExec(this::showProblem);
		}
	};

	@PostConstruct
	void create(Composite parent, MPart part, IWorkbenchWindow window, EPartService parts, EMenuService menus,
			EHandlerService handlers, SpareTerminals spares, CardTimer timer) {
		this.part = part;
		this.spares = spares;
		this.window = window;
		this.parts = parts;
		parent.setLayout(new FillLayout());
		root = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);
		problem = new Label(root, SWT.WRAP);
		problem.setData(UiIds.KEY, UiIds.TAB_PROBLEM);
		problem.setForeground(parent.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		GridDataFactory.fillDefaults().grab(true, false).indent(8, 4).exclude(true).applyTo(problem);
		problem.setVisible(false);

		if (!(part.getTransientData().get(TAB) instanceof Tab shownTab)
				|| !(part.getTransientData().get(PAGE) instanceof SessionPage shownPage)) {
			Label gone = new Label(root, SWT.WRAP);
			gone.setText(Messages.TabPart_gone);
			return;
		}
		page = shownPage;
		tab = shownTab;
		new ControlCapsule(root, page.control());
		if (page.machine().demo()) {
			Label demo = new Label(root, SWT.WRAP);
			demo.setData(UiIds.KEY, UiIds.TAB_DEMO);
			demo.setText(Messages.TabPart_demo);
			GridDataFactory.fillDefaults().grab(true, false).indent(8, 4).applyTo(demo);
		}
		Composite area = new Composite(root, SWT.NONE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(area);
		area.setLayout(new FillLayout());
		CardMenu cardMenus = new CardMenu(part, menus, () -> cards);
		cards = KeptTabCards.of(window).take(tab, area);
		if (cards == null) {
			cards = new TabCards(area, window, page, tab, timer.executor(), cardMenus);
		} else {
			cards.menus(cardMenus);
			area.layout(true, true);
		}
		CardEditHandlers.activate(handlers, () -> cards.keyboardPane() == null ? null : cards.card(cards.keyboardPane()));
		page.connection().addListener(problemChanged);
		parts.addPartListener(visibility);
		// told before the cards' widgets go
		root.addDisposeListener(event -> keepUnsavedCards());
		// the part made on top of its stack may have been told it is visible before it had cards
		if (parts.isPartVisible(part)) {
			showing();
		}
		refreshTitle();
		showProblem();
	}

	/**
	 * The part is on top of its stack: its terminals stream. While the track adds and removes
	 * parts, e4 puts each part that comes, or that is left when the one on top goes, on top for a
	 * moment no one sees; whether this part still shows is looked at once the track is done, so
	 * the tabs of a space that were never in view attach nothing as the space goes or comes.
	 */
	private void showing() {
		if (!TabTrack.of(window).reconciling()) {
			spares.shown(cards);
			return;
		}
		root.getDisplay().asyncExec(() -> {
			if (!root.isDisposed() && !removedByTrack && parts.isPartVisible(part)) {
				spares.shown(cards);
			}
		});
	}

	/** The part's label is the tab's label (herdr's number when it has none). */
	void refreshTitle() {
		if (tab == null) {
			return;
		}
		String label = TabNames.of(tab);
		part.setLabel(label);
		part.setTooltip(NLS.bind(Messages.TabPart_tooltip, label, page.title()));
	}

	private void showProblem() {
		if (root.isDisposed() || page == null) {
			return;
		}
		String text = PageState.text(page.connection());
		problem.setText(text == null ? "" : text);
		cards.pageLive(text == null);
		problem.setVisible(text != null);
		((GridData) problem.getLayoutData()).exclude = text == null;
		root.layout(true, true);
	}

	/** The herdr tab the part shows, or null when it shows none. */
	public Tab tab() {
		return tab;
	}

	public SessionPage page() {
		return page;
	}

	/** The tab's cards, or null when the part shows no tab. */
	public TabCards cards() {
		return cards;
	}

	/** The part in the window's model. */
	public MPart model() {
		return part;
	}

	/** Makes the part the window's active part, on top of its stack, with the keyboard in it. */
	public void activate() {
		parts.activate(part);
	}

	/** The part's own controls, under the tab stack's. */
	Control control() {
		return root;
	}

	/**
	 * The track is about to remove this part. When that is only because another space or page
	 * comes into view, the cards move to the window's {@link KeptTabCards} before the part's
	 * widgets go.
	 */
	void removedByTrack() {
		removedByTrack = true;
		KeptTabCards keeper = KeptTabCards.of(window);
		if (cards == null || !keeper.worthKeeping(page, tab)) {
			return;
		}
		if (parts.isPartVisible(part)) {
			spares.hidden(cards);
		}
		keeper.keep(page, tab, cards);
		cardsKept = true;
	}

	/**
	 * The part closes with a card whose changes are not saved: its cards move to the window's
	 * {@link KeptTabCards}, as the close asks first and a Cancel brings the tab back with them.
	 */
	private void keepUnsavedCards() {
		KeptTabCards keeper = KeptTabCards.of(window);
		if (cards == null || cardsKept || !cards.dirty() || !keeper.worthKeeping(page, tab)) {
			return;
		}
		spares.hidden(cards);
		keeper.keep(page, tab, cards);
		cardsKept = true;
	}

	@Focus
	void focus() {
		if (cards != null) {
			cards.focusKeyboardCard();
		} else {
			root.setFocus();
		}
	}

	@PreDestroy
	void dispose() {
		if (page == null) {
			return;
		}
		page.connection().removeListener(problemChanged);
		parts.removePartListener(visibility);
		if (!cardsKept) {
			spares.gone(cards);
			cards.dispose();
		}
		if (!removedByTrack) {
			TabClose.partClosed(window, page, tab);
		}
	}
}
