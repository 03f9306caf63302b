package ovvi.ui.tab;

import java.util.concurrent.ScheduledExecutorService;
import java.util.function.Function;

import org.eclipse.e4.ui.di.UISynchronize;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Menu;

import ovvi.cards.Card;
import ovvi.cards.CardCatalog;
import ovvi.cards.CardContext;
import ovvi.cards.CardFactory;
import ovvi.cards.CardLabel;
import ovvi.cards.FolderWatch;
import ovvi.cards.MissingCard;
import ovvi.cards.Opening;
import ovvi.herdr.api.HerdrSession;
import ovvi.model.ChangeListener;
import ovvi.model.Pane;
import ovvi.model.SessionControl;
import ovvi.ui.UiCoalescer;
import ovvi.ui.UiIds;
import ovvi.ui.pages.SessionPage;
import ovvi.ui.pages.UnsavedChanges;

/**
 * One pane of a tab as a card: a title strip (the card's title, else the pane's name, its title or
 * its program) over the card its label names ({@link CardLabel}): a terminal for a plain pane, a
 * plugin's card for {@code ovvi:<plugin>#…}, a {@link MissingCard} when no installed bundle
 * contributes that plugin. The card is made again when the label names another plugin, or when
 * the factory that serves it comes or goes. A pane herdr has not made yet (a split's stand-in)
 * is an empty card until herdr's pane takes its place.
 */
final class PaneCard {

	/** Told on the UI thread when the keyboard goes into the card (a click, a key, a focus move). */
	interface KeyboardListener {
		void keyboardIn(PaneCard card);
	}

	/** Opens a card's place (the workbench's writes) and says what a card could not do (the window's notices). */
	interface Opener {
		void open(Pane from, CardLabel label, Opening where);

		/** The text as the window's notice; null clears it. */
		void notice(String text);
	}

	/** The width of the keyboard card's frame, in pixels. */
	private static final int FRAME = 2;

	private final Pane pane;
	private final Composite root;
	private final Composite strip;
	private final Label title;
	private final Composite body;
	private final KeyboardListener keyboard;
	private final CardCatalog catalog;
	private final Context context;
	private final ChangeListener paneChanged;
	private final Runnable factoriesChanged;
	private Card card;
	/** The factory that made the card, or null for a {@link MissingCard} or none yet. */
	private CardFactory madeBy;
	/** The plugin the card is for, or null while there is no card. */
	private String plugin;
	private Label waiting;
	/** False while the card's tab has not been shown yet or let go of its streams (out of view, past the spares). */
	private boolean streaming;
	/** False while the page's session does not answer. */
	private boolean pageLive = true;
	private Font font;
	private boolean marked;

	/** @param streaming whether the card's tab streams now (see {@link #release()}) */
	/** What a close asks about: the card's changes not saved, by the card's title. */
	private final UnsavedChanges.Holder unsaved = new UnsavedChanges.Holder() {
		@Override
		public Pane pane() {
			return pane;
		}

		@Override
		public String unsaved() {
			if (!dirty()) {
				return null;
			}
			String name = card.title();
			return name == null || name.isBlank() ? CardTitles.of(pane) : name.replaceFirst("^\\*", "");
		}
	};

	PaneCard(Composite parent, Pane pane, SessionPage page, CardCatalog catalog, UISynchronize ui, UnsavedChanges unsavedChanges,
			ScheduledExecutorService timer,
			Font font, KeyboardListener keyboard, Function<Control, Menu> menus, Opener opener, boolean streaming) {
		this.pane = pane;
		this.streaming = streaming;
		this.catalog = catalog;
		this.font = font;
		this.keyboard = keyboard;
		this.context = new Context(page, timer, opener);
		root = new Composite(parent, SWT.NONE);
		root.setData(UiIds.KEY, UiIds.CARD);
		// the keyboard card's frame is drawn in this margin
		GridLayoutFactory.fillDefaults().margins(FRAME, FRAME).spacing(0, 0).applyTo(root);
		root.addListener(SWT.Paint, event -> {
			if (marked) {
				event.gc.setBackground(root.getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION));
				event.gc.fillRectangle(root.getClientArea());
			}
		});

		strip = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(6, 2).applyTo(strip);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(strip);
		title = new Label(strip, SWT.NONE);
		title.setData(UiIds.KEY, UiIds.CARD_TITLE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(title);
		strip.addListener(SWT.MouseDown, event -> focus());
		title.addListener(SWT.MouseDown, event -> focus());
		// the card's menu is set when it is asked for: a part out of view lives in another shell,
		// and a menu serves only the controls of its own shell
		strip.addListener(SWT.MenuDetect, event -> strip.setMenu(menus.apply(strip)));
		title.addListener(SWT.MenuDetect, event -> title.setMenu(menus.apply(title)));
		CardDrags.install(page, pane, strip, title);

		body = new Composite(root, SWT.NONE);
		body.setLayout(new FillLayout());
		GridDataFactory.fillDefaults().grab(true, true).applyTo(body);
		showWaiting();

		UiCoalescer refreshing = new UiCoalescer(ui, this::refresh);
		paneChanged = (source, property) -> refreshing.request();
		factoriesChanged = refreshing::request;
		pane.addListener(paneChanged);
		catalog.addListener(factoriesChanged);
		unsavedChanges.add(unsaved);
		root.addDisposeListener(event -> {
			unsavedChanges.remove(unsaved);
			pane.removeListener(paneChanged);
			catalog.removeListener(factoriesChanged);
			if (card != null) {
				card.dispose();
			}
		});
		refresh();
	}

	Pane pane() {
		return pane;
	}

	/** Whether the card holds changes not saved. */
	boolean dirty() {
		return card != null && card.dirty();
	}

	Control control() {
		return root;
	}

	/** The card the pane shows, or null while herdr has not made the pane. */
	Card card() {
		return card;
	}

	/** Shows what the pane is now: its card (made again when the label or the factories say so) and its title. */
	void refresh() {
		if (root.isDisposed()) {
			return;
		}
		if (!pane.isStandIn()) {
			String wantedPlugin = CardLabel.parse(pane.label()).map(CardLabel::plugin).orElse(CardFactory.TERMINAL);
			CardFactory factory = catalog.factory(wantedPlugin).orElse(null);
			if (card == null || !wantedPlugin.equals(plugin) || factory != madeBy) {
				makeCard(wantedPlugin, factory);
			} else {
				card.paneChanged();
			}
		}
		String cardTitle = card == null ? null : card.title();
		String now = cardTitle != null && !cardTitle.isBlank() ? cardTitle : CardTitles.of(pane);
		if (!now.equals(title.getText())) {
			title.setText(now);
			title.setToolTipText(now);
		}
		Image icon = card == null ? null : card.icon();
		if (title.getImage() != icon) {
			title.setImage(icon);
			strip.layout();
		}
	}

	private void makeCard(String wantedPlugin, CardFactory factory) {
		if (card != null) {
			card.dispose();
		}
		if (waiting != null) {
			waiting.dispose();
			waiting = null;
		}
		plugin = wantedPlugin;
		madeBy = factory;
		card = factory == null ? new MissingCard(body, context, wantedPlugin) : factory.create(body, context);
		if (!streaming) {
			card.release();
		}
		if (!pageLive) {
			card.pageLive(false);
		}
		body.layout(true, true);
	}

	/** Lets go of the card's streams (herdr frees the pane at once); the card keeps its place and title. */
	void release() {
		streaming = false;
		if (card != null) {
			card.release();
		}
	}

	/** Takes up the card's streams again: herdr's first frame redraws a terminal. */
	void resume() {
		streaming = true;
		if (card != null) {
			card.resume();
		}
	}

	/** See {@link Card#pageLive}. */
	void pageLive(boolean live) {
		pageLive = live;
		if (card != null) {
			card.pageLive(live);
		}
	}

	boolean streaming() {
		return card != null && card.streaming();
	}

	private void showWaiting() {
		waiting = new Label(body, SWT.CENTER);
		waiting.setText("…");
		waiting.addListener(SWT.MouseDown, event -> focus());
	}

	/** Marks the card as the one the keyboard types into (the tab has more than one card). */
	void mark(boolean keyboardCard) {
		if (marked == keyboardCard || root.isDisposed()) {
			return;
		}
		marked = keyboardCard;
		title.setFont(keyboardCard ? JFaceResources.getFontRegistry().getBold(JFaceResources.DEFAULT_FONT) : null);
		strip.layout();
		root.redraw();
	}

	boolean marked() {
		return marked;
	}

	String title() {
		return title.getText();
	}

	void setFont(Font newFont) {
		font = newFont;
		if (card != null) {
			card.setFont(newFont);
		}
	}

	/** Gives the card the keyboard. */
	void focus() {
		if (root.isDisposed()) {
			return;
		}
		if (card != null) {
			card.focus();
		} else {
			keyboard.keyboardIn(this);
			body.setFocus();
		}
	}

	void dispose() {
		root.dispose();
	}

	/** What the pane's card is given. */
	private final class Context implements CardContext {

		private final SessionPage page;
		private final ScheduledExecutorService timer;
		private final Opener opener;

		Context(SessionPage page, ScheduledExecutorService timer, Opener opener) {
			this.page = page;
			this.timer = timer;
			this.opener = opener;
		}

		@Override
		public Pane pane() {
			return pane;
		}

		@Override
		public HerdrSession herdr() {
			return page.connection().herdr();
		}

		@Override
		public SessionControl.Seat control() {
			return page.control();
		}

		@Override
		public FolderWatch watchFolder(String folder, Runnable changed) {
			return page.git().watchFolder(folder, changed)::close;
		}

		@Override
		public ScheduledExecutorService timer() {
			return timer;
		}

		@Override
		public Font textFont() {
			return font;
		}

		@Override
		public boolean streams() {
			return streaming;
		}

		@Override
		public void keyboardIn() {
			keyboard.keyboardIn(PaneCard.this);
		}

		@Override
		public void changed() {
			refresh();
		}

		@Override
		public void notice(String text) {
			opener.notice(text);
		}

		@Override
		public void open(CardLabel label, Opening where) {
			opener.open(pane, label, where);
		}
	}
}
