package ovvi.cards.explorer;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import com.google.gson.JsonObject;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.FolderWatch;
import ovvi.cards.Opening;
import ovvi.cards.PlaceCards;
import ovvi.cards.WidgetRole;
import ovvi.herdr.api.HerdrException;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * A folder of the pane's machine, {@code ovvi:explorer#<iid> <folder>/}: name, git letter, size and
 * modified time, sorted by a click on a column, hidden files on request. The folder is listed in a
 * Job, never on the UI thread, and the table is virtual, so a folder of 20 000 entries costs the UI
 * only the rows in view. Opening a folder moves the card there (its label follows); opening a file
 * shows it in a text or image card in a new tab; Terminal Here opens a shell in the folder beside
 * the card. Its files are made, renamed and deleted from its menu and keys ({@link ExplorerActions}),
 * and the folder is watched ({@link CardContext#watchFolder}), so a change from outside shows.
 */
public final class ExplorerCard implements Card {

	/** The roles of the card's widgets ({@link WidgetRole}). */
	public static final String TABLE_ROLE = "explorer.card.table";
	public static final String MESSAGE_ROLE = "explorer.card.message";
	public static final String FOLDER_ROLE = "explorer.card.folder";
	public static final String HIDDEN_ROLE = "explorer.card.hidden";
	public static final String TERMINAL_ROLE = "explorer.card.terminal";

	private static final DateTimeFormatter MODIFIED = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm").withZone(ZoneId.systemDefault());
	private static final String[] COLUMNS = { Messages.ExplorerCard_name, Messages.ExplorerCard_git, Messages.ExplorerCard_size,
			Messages.ExplorerCard_modified };
	private static final int ROWS_AT_ONCE = 2000;

	private final CardContext context;
	private final Composite root;
	private final Text folderField;
	private final Button hidden;
	private final Label message;
	private final Table table;
	private final ExplorerActions actions;
	private String folder;
	/** Everything the last listing found, and the rows shown (filtered and sorted). */
	private List<Entry> listed = List.of();
	private Map<String, String> letters = Map.of();
	private List<Entry> rows = List.of();
	private Comparator<Entry> order = byName();
	/** The order reversed, kept so a listing can tell whether the order changed while it ran. */
	private Comparator<Entry> reversed = order.reversed();
	private Job listing;
	private boolean loading;
	/** The watch of the folder shown, or null while the card's tab is out of view past the spares. */
	private FolderWatch watch;
	private String watched;
	private boolean released;
	/** The folder of the card's own rename until a snapshot has it, or null: older snapshots are passed over. */
	private String renamedTo;

	ExplorerCard(Composite parent, CardContext context) {
		this.context = context;
		root = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);

		Composite bar = new Composite(root, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(5).margins(4, 2).spacing(2, 0).applyTo(bar);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(bar);
		button(bar, "▲", Messages.ExplorerCard_up, null).addListener(SWT.Selection, event -> openFolder(Places.parent(folder)));
		folderField = new Text(bar, SWT.SINGLE | SWT.BORDER);
		folderField.setData(WidgetRole.KEY, FOLDER_ROLE);
		GridDataFactory.fillDefaults().grab(true, false).align(SWT.FILL, SWT.CENTER).applyTo(folderField);
		folderField.addListener(SWT.DefaultSelection, event -> openFolder(Places.folder(folderField.getText().strip())));
		folderField.addListener(SWT.FocusIn, event -> context.keyboardIn());
		hidden = new Button(bar, SWT.CHECK);
		hidden.setText(Messages.ExplorerCard_hidden);
		hidden.setToolTipText(Messages.ExplorerCard_hiddenTip);
		hidden.setData(WidgetRole.KEY, HIDDEN_ROLE);
		hidden.addListener(SWT.Selection, event -> showRows());
		button(bar, "⟳", Messages.ExplorerCard_refresh, null).addListener(SWT.Selection, event -> load());
		button(bar, Messages.ExplorerCard_terminalHere, Messages.ExplorerCard_terminalHereTip, TERMINAL_ROLE)
				.addListener(SWT.Selection, event -> terminalHere());

		message = new Label(root, SWT.WRAP);
		message.setData(WidgetRole.KEY, MESSAGE_ROLE);
		GridDataFactory.fillDefaults().grab(true, false).indent(6, 2).exclude(true).applyTo(message);
		message.setVisible(false);

		table = new Table(root, SWT.VIRTUAL | SWT.FULL_SELECTION | SWT.MULTI);
		table.setData(WidgetRole.KEY, TABLE_ROLE);
		table.setHeaderVisible(true);
		GridDataFactory.fillDefaults().grab(true, true).applyTo(table);
		int[] widths = { 320, 40, 90, 140 };
		List<Comparator<Entry>> orders = List.of(byName(), byName(), Comparator.comparingLong(Entry::size),
				Comparator.comparing(Entry::modified));
		for (int i = 0; i < COLUMNS.length; i++) {
			TableColumn column = new TableColumn(table, i >= 2 ? SWT.RIGHT : SWT.LEFT);
			column.setText(COLUMNS[i]);
			column.setWidth(widths[i]);
			Comparator<Entry> columnOrder = orders.get(i);
			column.addListener(SWT.Selection, event -> sortBy(column, columnOrder));
		}
		table.setSortColumn(table.getColumn(0));
		table.setSortDirection(SWT.UP);
		table.addListener(SWT.SetData, event -> fill((TableItem) event.item, table.indexOf((TableItem) event.item)));
		table.addListener(SWT.DefaultSelection, event -> openSelected());
		table.addListener(SWT.FocusIn, event -> context.keyboardIn());
		actions = new ExplorerActions(this, table);
		new EntryDrags(this, table, !context.machine().isRemote());

		folder = placeFolder();
		load();
	}

	private static Button button(Composite bar, String text, String tip, String role) {
		Button button = new Button(bar, SWT.PUSH);
		button.setText(text);
		button.setToolTipText(tip);
		if (role != null) {
			button.setData(WidgetRole.KEY, role);
		}
		return button;
	}

	/** Folders first, then by name as people read it. */
	private static Comparator<Entry> byName() {
		return Comparator.comparing((Entry entry) -> entry.kind() != Entry.Kind.FOLDER)
				.thenComparing(Entry::name, String.CASE_INSENSITIVE_ORDER);
	}

	/** The label's folder; a card opened from the chooser has none and starts in the pane's folder. */
	private String placeFolder() {
		String place = context.place();
		if (place.isBlank()) {
			String cwd = context.pane().cwd();
			return cwd == null || cwd.isBlank() ? "/" : cwd;
		}
		return Places.folder(place);
	}

	private void load() {
		load(null);
	}

	/**
	 * Lists the folder in a Job; a newer listing makes an older one's answer moot.
	 *
	 * @param note what to say once it is listed (what went wrong before it), or null
	 */
	private void load(String note) {
		if (listing != null) {
			listing.cancel();
		}
		String asked = folder;
		folderField.setText(asked);
		loading = true;
		watch(asked);
		boolean showHidden = hidden.getSelection();
		Comparator<Entry> askedOrder = shownOrder();
		var display = root.getDisplay();
		listing = Job.create("Listing " + asked + " on " + context.machine().target(), (IProgressMonitor monitor) -> {
			List<Entry> found;
			Map<String, String> gitLetters;
			String error = null;
			try {
				found = FolderListing.list(context.machine(), asked);
				gitLetters = GitLetters.of(context.machine(), asked);
			} catch (ExecException failed) {
				found = List.of();
				gitLetters = Map.of();
				error = failed.getMessage();
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			List<Entry> entries = found;
			// sorting 20 000 entries is work the UI thread is spared
			List<Entry> sorted = shown(entries, showHidden, askedOrder);
			Map<String, String> gitFound = gitLetters;
			String why = error != null ? error : note;
			display.asyncExec(() -> {
				if (!root.isDisposed() && asked.equals(folder)) {
					boolean sameView = showHidden == hidden.getSelection() && askedOrder.equals(shownOrder());
					listed(entries, sameView ? sorted : shown(entries, hidden.getSelection(), shownOrder()), gitFound, why);
				}
			});
			return Status.OK_STATUS;
		});
		listing.setSystem(true);
		listing.schedule();
	}

	/** Keeps the shown folder watched, so an entry made, renamed or deleted from outside shows. */
	private void watch(String shown) {
		if (released || shown.equals(watched)) {
			return;
		}
		unwatch();
		watched = shown;
		var display = root.getDisplay();
		watch = context.watchFolder(shown, () -> display.asyncExec(() -> {
			if (!root.isDisposed() && shown.equals(folder) && !released) {
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

	/** Out of view past the spares: the folder is no longer watched. */
	@Override
	public void release() {
		released = true;
		unwatch();
	}

	/** In view again: watched again, and listed for what the card did not see meanwhile. */
	@Override
	public void resume() {
		released = false;
		load();
	}

	private void listed(List<Entry> entries, List<Entry> sorted, Map<String, String> gitLetters, String error) {
		loading = false;
		listed = entries;
		letters = gitLetters;
		say(error);
		// a listing after a change from outside must not move the user's selection to other entries
		Set<String> wasSelected = selected().stream().map(Entry::name).collect(Collectors.toSet());
		showRows(sorted);
		table.setSelection(IntStream.range(0, Math.min(rows.size(), table.getItemCount()))
				.filter(index -> wasSelected.contains(rows.get(index).name())).toArray());
		context.changed();
	}

	/** Shows a message above the table; null hides it. */
	void say(String text) {
		boolean shown = text != null;
		message.setText(shown ? text : "");
		message.setVisible(shown);
		((org.eclipse.swt.layout.GridData) message.getLayoutData()).exclude = !shown;
		root.layout(true, true);
	}

	/** The entries the table shows, in the order it shows them. */
	private static List<Entry> shown(List<Entry> entries, boolean showHidden, Comparator<Entry> order) {
		List<Entry> shown = new ArrayList<>(entries.size());
		for (Entry entry : entries) {
			if (showHidden || !entry.hidden()) {
				shown.add(entry);
			}
		}
		shown.sort(order);
		return shown;
	}

	private Comparator<Entry> shownOrder() {
		return table.getSortDirection() == SWT.DOWN ? reversed : order;
	}

	private void showRows() {
		showRows(shown(listed, hidden.getSelection(), shownOrder()));
	}

	/**
	 * GTK makes a row for every item of a virtual table too: the count grows a chunk at a time, so
	 * a large folder never holds the UI thread long.
	 */
	private void showRows(List<Entry> sorted) {
		rows = sorted;
		table.clearAll();
		table.setItemCount(Math.min(ROWS_AT_ONCE, rows.size()));
		if (rows.size() > ROWS_AT_ONCE) {
			List<Entry> growing = rows;
			table.getDisplay().asyncExec(() -> grow(growing));
		}
	}

	private void grow(List<Entry> growing) {
		if (table.isDisposed() || rows != growing) {
			return; // a newer listing or order took over
		}
		int count = Math.min(table.getItemCount() + ROWS_AT_ONCE, rows.size());
		table.setItemCount(count);
		if (count < rows.size()) {
			table.getDisplay().asyncExec(() -> grow(growing));
		}
	}

	private void sortBy(TableColumn column, Comparator<Entry> columnOrder) {
		if (table.getSortColumn() == column) {
			table.setSortDirection(table.getSortDirection() == SWT.UP ? SWT.DOWN : SWT.UP);
		} else {
			table.setSortColumn(column);
			table.setSortDirection(SWT.UP);
		}
		order = columnOrder;
		reversed = columnOrder.reversed();
		showRows();
	}

	private void fill(TableItem item, int index) {
		Entry entry = rows.get(index);
		String name = entry.name().replace("\n", "⏎");
		item.setText(0, (entry.kind() == Entry.Kind.FOLDER ? "📁 " : "") + name + (entry.link() ? " →" : ""));
		item.setText(1, letters.getOrDefault(entry.name(), ""));
		item.setText(2, entry.kind() == Entry.Kind.FOLDER ? "" : FileContent.human(entry.size()));
		item.setText(3, MODIFIED.format(entry.modified()));
	}

	private void openSelected() {
		int index = table.getSelectionIndex();
		if (index >= 0 && index < rows.size()) {
			open(rows.get(index));
		}
	}

	/** A folder moves the card there; a file opens in a text or image card in a new tab. */
	public void open(Entry entry) {
		String path = Places.child(folder, entry.name());
		if (!Places.labelled(path)) {
			say(unlabelled(path));
			return;
		}
		switch (entry.kind()) {
		case FOLDER -> openFolder(path);
		case FILE -> context.open(PlaceCards.forFile(path, false, !context.machine().isRemote()), Opening.NEW_TAB);
		case BROKEN -> say(NLS.bind(Messages.ExplorerCard_broken, path));
		default -> say(NLS.bind(Messages.ExplorerCard_neither, path));
		}
	}

	/** Moves the card to the folder: its label is renamed, so other clients and restarts follow. */
	public void openFolder(String path) {
		if (!Places.labelled(path)) {
			say(unlabelled(path));
			return;
		}
		folder = path;
		context.label().ifPresent(label -> {
			renamedTo = path;
			context.open(label.at(Places.explorerPlace(path)), Opening.REPLACE);
		});
		load();
	}

	private static String unlabelled(String path) {
		return NLS.bind(Messages.ExplorerCard_unlabelled, path.replace("\n", "⏎"));
	}

	/** A new pane beside the card with a shell in this folder. */
	public void terminalHere() {
		String here = folder;
		Job.create(NLS.bind(Messages.ExplorerCard_terminalIn, here), (IProgressMonitor monitor) -> {
			JsonObject params = new JsonObject();
			params.addProperty("target_pane_id", context.pane().id());
			params.addProperty("direction", "right");
			params.addProperty("cwd", here);
			params.addProperty("focus", true);
			try {
				context.herdr().call("pane.split", params);
				return Status.OK_STATUS;
			} catch (HerdrException failed) {
				root.getDisplay().asyncExec(() -> {
					if (!root.isDisposed()) {
						say(NLS.bind(Messages.ExplorerCard_noTerminal, here, failed.getMessage()));
					}
				});
				return Status.OK_STATUS;
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
		}).schedule();
	}

	@Override
	public void paneChanged() {
		String now = placeFolder();
		if (renamedTo != null) {
			if (!now.equals(renamedTo)) {
				return;
			}
			renamedTo = null;
		}
		if (!now.equals(folder)) {
			folder = now;
			load();
		}
	}

	/** F2 renames the selected entry while the table has the keyboard. */
	@Override
	public boolean rename() {
		if (!table.isFocusControl() || selected().size() != 1) {
			return false;
		}
		actions.rename();
		return true;
	}

	@Override
	public String title() {
		return Places.name(folder) + "/";
	}

	@Override
	public void focus() {
		table.setFocus();
	}

	@Override
	public void dispose() {
		if (listing != null) {
			listing.cancel();
		}
		unwatch();
		root.dispose();
	}

	/** Lists the folder again after a change of its files, saying what went wrong in it (or nothing, for null). */
	void reload(String note) {
		load(note);
	}

	/** The selected entries, in the table's order. */
	List<Entry> selected() {
		List<Entry> selected = new ArrayList<>();
		int[] indices = table.getSelectionIndices();
		Arrays.sort(indices);
		for (int index : indices) {
			if (index < rows.size()) {
				selected.add(rows.get(index));
			}
		}
		return selected;
	}

	/** The names the last listing found, hidden ones too. */
	List<String> listedNames() {
		return listed.stream().map(Entry::name).toList();
	}

	Exec machine() {
		return context.machine();
	}

	/** The folder shown (or being listed). */
	public String folder() {
		return folder;
	}

	/** Whether a listing is under way. */
	public boolean loading() {
		return loading;
	}

	/** The rows shown, in their order. */
	public List<Entry> rows() {
		return rows;
	}

	/** The git letter the card shows for an entry, "" for none. */
	public String letter(String name) {
		return letters.getOrDefault(name, "");
	}

	/** The message shown above the table, or null. */
	public String message() {
		return message.getVisible() ? message.getText() : null;
	}

	public Table table() {
		return table;
	}
}
