package ovvi.cards.markdown;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTError;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.LocationListener;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.CardLabel;
import ovvi.cards.FolderWatch;
import ovvi.cards.MessageCard;
import ovvi.cards.Opening;
import ovvi.cards.PlaceCards;
import ovvi.cards.WidgetRole;
import ovvi.herdr.exec.ExecException;

/**
 * A Markdown file of the pane's machine rendered in an SWT Browser with JavaScript off: the file
 * the label names, or the README.md of the pane's folder when it names none. The file is watched,
 * so the page follows it when it is made, written, replaced or deleted. What cannot be shown (a
 * missing file, a folder, a binary or huge one, the host gone) is said in a line above the page,
 * which keeps what it showed last. A clicked web link opens in a browser card in a new tab.
 */
public final class MarkdownCard implements Card {

	/** The roles of the card's widgets ({@link WidgetRole}). */
	public static final String PAGE_ROLE = "markdown.card.page";
	public static final String MESSAGE_ROLE = "markdown.card.message";
	/** The file shown for a card whose label names none, in the pane's folder. */
	public static final String README = "README.md";

	private final CardContext context;
	private final Composite root;
	private final Browser page;
	private final Label message;
	/** The file shown (or being read). */
	private String file;
	/** The page last given to the browser, or null before the first. */
	private String html;
	/** Counts the reads: only the last one is shown, when reads overlap. */
	private int reads;
	private boolean loading;
	/** The watch of the file, or null while the card's tab is out of view past the spares. */
	private FolderWatch watch;
	private String watched;
	private boolean released;

	/** The card, or one that says what to install when this computer has no WebKitGTK. */
	static Card create(Composite parent, CardContext context) {
		Composite root = new Composite(parent, SWT.NONE);
		Browser page;
		try {
			page = new Browser(root, SWT.NONE);
		} catch (SWTError noWebKit) {
			root.dispose();
			// every other card works without it
			return new MessageCard(parent, context, MESSAGE_ROLE, "Markdown is shown as a web page, which needs WebKitGTK 4.1; this computer "
					+ "does not have it.\nInstall it (Debian and Ubuntu: sudo apt install libwebkit2gtk-4.1-0; Fedora: sudo dnf install "
					+ "webkit2gtk4.1), then open the card again.\n(" + noWebKit.getMessage() + ")");
		}
		return new MarkdownCard(root, page, context);
	}

	private MarkdownCard(Composite root, Browser page, CardContext context) {
		this.root = root;
		this.page = page;
		this.context = context;
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);
		message = new Label(root, SWT.WRAP);
		message.setData(WidgetRole.KEY, MESSAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, false).indent(6, 4).exclude(true).applyTo(message);
		message.setVisible(false);
		message.moveAbove(page);
		message.addListener(SWT.MouseDown, event -> context.keyboardIn());

		page.setData(WidgetRole.KEY, PAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(page);
		// before the first page: the setting holds for the pages loaded after it
		page.setJavascriptEnabled(false);
		page.addListener(SWT.FocusIn, event -> context.keyboardIn());
		page.addLocationListener(LocationListener.changingAdapter(event -> {
			if (!PageLinks.stays(event.location)) {
				event.doit = false;
				if (PageLinks.web(event.location)) {
					context.open(CardLabel.fresh(PlaceCards.BROWSER, event.location), Opening.NEW_TAB);
				}
			}
		}));
		load();
	}

	/** The file the card shows now: the label's, or the README of the pane's folder. */
	private String asked() {
		String place = context.place();
		if (!place.isEmpty()) {
			return place;
		}
		String cwd = context.pane().cwd();
		String folder = cwd == null || cwd.isBlank() ? "/" : cwd;
		return folder.endsWith("/") ? folder + README : folder + "/" + README;
	}

	/** Reads and renders the file in a Job, and shows it on the UI thread. */
	private void load() {
		String asked = asked();
		file = asked;
		int read = ++reads;
		loading = true;
		watch(asked);
		var display = root.getDisplay();
		Job job = Job.create("Reading " + asked + " on " + context.machine().target(), (IProgressMonitor monitor) -> {
			String rendered = null;
			String error = null;
			try {
				rendered = MarkdownHtml.page(MarkdownFile.read(context.machine(), asked));
			} catch (ExecException failed) {
				error = failed.getMessage();
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			String shown = rendered;
			String why = error;
			display.asyncExec(() -> {
				if (!root.isDisposed() && read == reads) {
					loading = false;
					say(why);
					if (shown != null) {
						html = shown;
						// untrusted: a README is anybody's text, kept from this computer's files
						page.setText(shown, false);
					}
					context.changed();
				}
			});
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	/**
	 * Keeps the file watched, so it is rendered again when it changes. The file itself, not its
	 * folder: a folder changes only when an entry is made, renamed or deleted, and an editor that
	 * writes the file in place (as a shell's >> does) changes none.
	 */
	private void watch(String path) {
		if (released || path.equals(watched)) {
			return;
		}
		unwatch();
		watched = path;
		var display = root.getDisplay();
		watch = context.watchFolder(path, () -> display.asyncExec(() -> {
			if (!root.isDisposed() && path.equals(watched) && !released) {
				load();
			}
		}));
	}

	private void unwatch() {
		if (watch != null) {
			watch.close();
			watch = null;
		}
		watched = null;
	}

	private void say(String text) {
		boolean shown = text != null;
		message.setText(shown ? text : "");
		message.setVisible(shown);
		((GridData) message.getLayoutData()).exclude = !shown;
		root.layout(true, true);
	}

	@Override
	public void paneChanged() {
		if (!asked().equals(file)) {
			load();
		}
	}

	/** Out of view past the spares: the file is no longer watched. */
	@Override
	public void release() {
		released = true;
		unwatch();
	}

	/** In view again: watched again, and read again for what the card did not see meanwhile. */
	@Override
	public void resume() {
		if (released) {
			released = false;
			load();
		}
	}

	@Override
	public String title() {
		return file.substring(file.lastIndexOf('/') + 1);
	}

	@Override
	public void focus() {
		page.setFocus();
	}

	@Override
	public void dispose() {
		unwatch();
		root.dispose();
	}

	/** The file shown (or being read). */
	public String file() {
		return file;
	}

	public boolean loading() {
		return loading;
	}

	/** The HTML page given to the browser last, or null before the first. */
	public String html() {
		return html;
	}

	/** The message shown above the page, or null. */
	public String message() {
		return message.getVisible() ? message.getText() : null;
	}

	public Browser page() {
		return page;
	}
}
