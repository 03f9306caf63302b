package ovvi.cards.browser;

import java.nio.file.Path;
import java.util.Locale;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.LocationEvent;
import org.eclipse.swt.browser.LocationListener;
import org.eclipse.swt.browser.ProgressEvent;
import org.eclipse.swt.browser.ProgressListener;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Listener;
import org.eclipse.swt.widgets.Text;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardLabel;
import ovvi.cards.MessageCard;
import ovvi.cards.Opening;
import ovvi.cards.RemoteLocalhost;
import ovvi.cards.WidgetRole;

/**
 * A web page in a pane: an address field with back, forward, reload / stop and zoom over SWT's
 * Browser (WebKitGTK). The page's address is the pane's label, so a page opened here is the same
 * page for other clients and after a restart: every navigation renames the pane, and a label
 * another client changes is loaded here. Links opened with M1 go to a new tab in the background,
 * with Alt to the side, and a page's new windows (target=_blank) to a new tab; the page's
 * alert / confirm / prompt are dialogs of the window ({@link PageDialogs}); M1+F finds in the page;
 * downloads go to the download folder, said above the page ({@link WebKitDownloads}).
 */
public final class BrowserCard implements Card {

	/** The roles of the card's widgets ({@link WidgetRole}). */
	public static final String ADDRESS_ROLE = "browser.card.address";
	public static final String PAGE_ROLE = "browser.card.page";
	public static final String MESSAGE_ROLE = "browser.card.message";
	public static final String FIND_ROLE = "browser.card.find";
	public static final String BACK_ROLE = "browser.card.back";
	public static final String FORWARD_ROLE = "browser.card.forward";

	private static final double[] ZOOMS = { 0.5, 0.67, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 3.0 };
	private static final int NORMAL_ZOOM = 4;

	private final CardContext context;
	private final Composite root;
	private final Browser page;
	private final Text address;
	private final Button back;
	private final Button forward;
	private final Button reloadOrStop;
	private final Composite findBar;
	private final Text find;
	private final Label message;
	private String title = "";
	private boolean loading;
	private int zoom = NORMAL_ZOOM;
	/** The label's place the card last followed, or null before the first. */
	private String placeSeen;
	/** The place of the card's own rename until a snapshot has it, or null. */
	private String renamedTo;
	/** A stopped load reports progress still: it is not loading again until the next navigation. */
	private boolean stopped;
	/** The address the card last wrote in the field: other text there is the user's, being typed. */
	private String addressShown = "";
	private final RemoteLocalhost localhost;

	/** The card, or one that says what to install when this computer has no WebKitGTK. */
	static Card create(Composite parent, CardContext context) {
		Composite root = new Composite(parent, SWT.NONE);
		Browser page;
		try {
			page = new Browser(root, SWT.NONE);
		} catch (SWTError noWebKit) {
			root.dispose();
			// every other card works without it
			return new MessageCard(parent, context, MESSAGE_ROLE, noWebKit(noWebKit.getMessage()));
		}
		return new BrowserCard(root, page, context);
	}

	static String noWebKit(String reason) {
		return NLS.bind(Messages.BrowserCard_noWebKit, reason);
	}

	private BrowserCard(Composite root, Browser page, CardContext context) {
		this.root = root;
		this.page = page;
		this.context = context;
		this.localhost = new RemoteLocalhost(context);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);

		Composite bar = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(6).margins(4, 2).spacing(2, 0).applyTo(bar);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(bar);
		bar.moveAbove(page);
		back = button(bar, "◀", Messages.BrowserCard_back, BACK_ROLE, event -> page.back());
		forward = button(bar, "▶", Messages.BrowserCard_forward, FORWARD_ROLE, event -> page.forward());
		reloadOrStop = button(bar, "⟳", Messages.BrowserCard_reload, null, event -> {
			if (loading) {
				page.stop();
				// WebKit ends a stopped load without a completed event
				stopped = true;
				loading(false);
			} else {
				page.refresh();
			}
		});
		address = new Text(bar, SWT.SINGLE | SWT.BORDER);
		address.setData(WidgetRole.KEY, ADDRESS_ROLE);
		address.setMessage(Messages.BrowserCard_address);
		GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.CENTER).applyTo(address);
		address.addListener(SWT.DefaultSelection, event -> go(address.getText()));
		address.addListener(SWT.FocusIn, event -> context.keyboardIn());
		button(bar, "−", Messages.BrowserCard_zoomOut, null, event -> zoomBy(-1));
		button(bar, "+", Messages.BrowserCard_zoomIn, null, event -> zoomBy(1));

		findBar = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(3).margins(4, 2).applyTo(findBar);
		GridDataFactory.fillDefaults().grab(true, false).exclude(true).applyTo(findBar);
		findBar.setVisible(false);
		findBar.moveAbove(page);
		find = new Text(findBar, SWT.SINGLE | SWT.BORDER | SWT.SEARCH);
		find.setData(WidgetRole.KEY, FIND_ROLE);
		find.setMessage(Messages.BrowserCard_find);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(find);
		find.addListener(SWT.DefaultSelection, event -> findNext((event.stateMask & SWT.SHIFT) != 0));
		find.addListener(SWT.Traverse, event -> {
			if (event.detail == SWT.TRAVERSE_ESCAPE) {
				event.doit = false;
				showFind(false);
			}
		});
		button(findBar, Messages.BrowserCard_next, Messages.BrowserCard_findNext, null, event -> findNext(false));
		button(findBar, "✕", Messages.BrowserCard_closeFind, null, event -> showFind(false));

		message = new Label(root, SWT.WRAP);
		message.setData(WidgetRole.KEY, MESSAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, false).indent(6, 2).exclude(true).applyTo(message);
		message.setVisible(false);
		message.moveAbove(page);

		page.setData(WidgetRole.KEY, PAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(page);
		page.addListener(SWT.FocusIn, event -> context.keyboardIn());
		page.addTitleListener(event -> {
			title = event.title == null ? "" : event.title;
			context.changed();
		});
		page.addLocationListener(LocationListener.changedAdapter(this::arrived));
		page.addLocationListener(LocationListener.changingAdapter(event -> {
			if (event.top && localhost.applies(event.location)) {
				// a link to the host's localhost goes through its forward too
				event.doit = false;
				load(event.location);
			} else if (event.top) {
				stopped = false;
				loading(true);
			}
		}));
		page.addProgressListener(ProgressListener.changedAdapter(event -> {
			if (!stopped && event.current < event.total) {
				loading(true);
			}
		}));
		page.addProgressListener(ProgressListener.completedAdapter(this::loaded));
		new PageDialogs(page);
		page.setData(WebKitDownloads.SINK, new WebKitDownloads.Sink() {
			@Override
			public void started(Path file) {
				say(NLS.bind(Messages.BrowserCard_downloading, file.getFileName(), file.getParent()));
			}

			@Override
			public void finished(Path file) {
				say(NLS.bind(Messages.BrowserCard_downloaded, file));
			}

			@Override
			public void failed(String name, String reason) {
				say(NLS.bind(Messages.BrowserCard_downloadFailed, name, reason));
			}
		});
		WebKitDownloads.install();
		new LinkClicks(page, (url, where) -> context.open(CardLabel.fresh(BrowserCardFactory.PLUGIN, url), where));
		page.addOpenWindowListener(event -> NewWindows.catchInto(event, page, url -> context.open(CardLabel.fresh(BrowserCardFactory.PLUGIN, url),
				Opening.NEW_TAB)));
		parentLayout();
		paneChanged();
	}

	private static Button button(Composite bar, String text, String tip, String role, Listener action) {
		Button button = new Button(bar, SWT.PUSH | SWT.FLAT);
		button.setText(text);
		button.setToolTipText(tip);
		if (role != null) {
			button.setData(WidgetRole.KEY, role);
		}
		button.addListener(SWT.Selection, action);
		return button;
	}

	@Override
	public void paneChanged() {
		if (root.isDisposed()) {
			return;
		}
		// only a new place is loaded: while a page loads, the label still has the one before
		String place = context.place();
		if (renamedTo != null) {
			// snapshots read before the card's own rename still have the place before it
			if (!place.equals(renamedTo)) {
				return;
			}
			renamedTo = null;
		}
		if (place.equals(placeSeen)) {
			return;
		}
		placeSeen = place;
		if (!place.isEmpty() && !place.equals(localhost.shown(page.getUrl()))) {
			load(place);
		}
	}

	@Override
	public String title() {
		return title.isBlank() ? context.place() : title;
	}

	@Override
	public void focus() {
		page.setFocus();
	}

	@Override
	public void dispose() {
		root.dispose();
	}

	/** The address the user typed: loaded, and the pane's label once the page is there. */
	private void go(String typed) {
		try {
			load(Addresses.of(typed));
		} catch (IllegalArgumentException bad) {
			say(bad.getMessage());
		}
	}

	private void load(String url) {
		say(null);
		stopped = false;
		addressShown = url;
		address.setText(url);
		if (!localhost.applies(url)) {
			page.setUrl(url);
			return;
		}
		// the forward may wait for the session's SSH connection
		Thread.ofVirtual().name("ovvi-browser-localhost").start(() -> {
			String through;
			try {
				through = localhost.toPage(url);
			} catch (java.io.IOException unreachable) {
				onDisplay(() -> say(NLS.bind(Messages.BrowserCard_unreachable, url, unreachable.getMessage())));
				return;
			}
			onDisplay(() -> {
				if (url.equals(address.getText())) {
					page.setUrl(through);
				}
			});
		});
	}

	/**
	 * Shows where the page went, as a browser does, but never over an address the user is typing:
	 * a page that arrives meanwhile would mix its address into the typed one. A field all selected,
	 * about to be typed over, stays all selected.
	 */
	private void showAddress(String location) {
		boolean typing = address.isFocusControl() && !address.getText().equals(addressShown);
		addressShown = location;
		if (typing) {
			return;
		}
		boolean allSelected = address.isFocusControl() && address.getSelectionCount() == address.getCharCount();
		address.setText(location);
		if (allSelected) {
			address.selectAll();
		}
	}

	private void onDisplay(Runnable step) {
		if (!root.isDisposed()) {
			root.getDisplay().asyncExec(() -> {
				if (!root.isDisposed()) {
					step.run();
				}
			});
		}
	}

	private void arrived(LocationEvent event) {
		if (!event.top) {
			return;
		}
		String location = localhost.shown(event.location);
		showAddress(location);
		context.label().filter(label -> !location.equals(label.place()) && !"about:blank".equals(location))
				.ifPresent(label -> {
					// the rename comes back as the label's new place, which the page already shows
					placeSeen = location;
					renamedTo = location;
					context.open(label.at(location), Opening.REPLACE);
				});
	}

	private void loading(boolean now) {
		if (loading != now && !reloadOrStop.isDisposed()) {
			loading = now;
			reloadOrStop.setText(now ? "✕" : "⟳");
			reloadOrStop.setToolTipText(now ? Messages.BrowserCard_stop : Messages.BrowserCard_reload);
		}
	}

	private void loaded(ProgressEvent event) {
		loading(false);
		back.setEnabled(page.isBackEnabled());
		forward.setEnabled(page.isForwardEnabled());
		applyZoom();
	}

	private void zoomBy(int steps) {
		zoom = Math.max(0, Math.min(ZOOMS.length - 1, zoom + steps));
		applyZoom();
	}

	private void applyZoom() {
		page.execute("document.documentElement.style.zoom = '" + String.format(Locale.ROOT, "%.2f", ZOOMS[zoom]) + "';");
	}

	/** Edit ▸ Find… and its key, M1+F, which the window's binding gives the keyboard card. */
	@Override
	public void find() {
		showFind(true);
	}

	private void showFind(boolean show) {
		findBar.setVisible(show);
		((GridData) findBar.getLayoutData()).exclude = !show;
		parentLayout();
		if (show) {
			find.selectAll();
			find.setFocus();
		} else {
			page.setFocus();
		}
	}

	private void findNext(boolean backwards) {
		String text = find.getText();
		if (text.isEmpty()) {
			return;
		}
		Object found = page.evaluate("return window.find(" + JsStrings.quote(text) + ", false, " + backwards + ", true);");
		say(Boolean.FALSE.equals(found) ? NLS.bind(Messages.BrowserCard_notOnPage, text) : null);
	}

	/** Shows a line above the page (a bad address, a find with no match), or hides it. */
	private void say(String text) {
		if (message.isDisposed()) {
			// a download that ends after its card
			return;
		}
		boolean show = text != null;
		message.setText(show ? text : "");
		message.setVisible(show);
		((GridData) message.getLayoutData()).exclude = !show;
		parentLayout();
	}

	private void parentLayout() {
		root.layout(true, true);
		root.getParent().layout(true, true);
	}

	/** The page's address as the card shows it. */
	public String address() {
		return address.getText();
	}

	/** The page's text, for tests and the find bar's checks. */
	public Browser page() {
		return page;
	}
}
