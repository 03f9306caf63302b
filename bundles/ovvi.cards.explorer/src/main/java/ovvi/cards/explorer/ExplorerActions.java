package ovvi.cards.explorer;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.dnd.Transfer;
import org.eclipse.swt.program.Program;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;

import ovvi.cards.DownloadsFolder;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/**
 * The explorer card's file operations, from its context menu and keys: New File…, New Folder…,
 * Rename… (F2, through {@link ExplorerCard#rename()}), Delete… (Delete, asked first) and Copy Path,
 * and a file to this computer: Download on a remote machine, the desktop's application here. Each runs in a Job on the pane's
 * machine ({@link FileOperations}); the folder is listed again after it, and what went wrong is
 * said in the card's message line.
 */
final class ExplorerActions {

	/** The dialogs' titles, which tests find them by. */
	static final String NEW_FILE = Messages.ExplorerActions_newFileTitle;
	static final String NEW_FOLDER = Messages.ExplorerActions_newFolderTitle;
	static final String RENAME = Messages.ExplorerActions_renameTitle;
	static final String DELETE = Messages.ExplorerActions_deleteTitle;

	/** One change of the machine's files, run off the UI thread. */
	private interface Change {
		void run(Exec machine, String folder) throws ExecException, InterruptedException;
	}

	private final ExplorerCard card;
	private final Table table;

	ExplorerActions(ExplorerCard card, Table table) {
		this.card = card;
		this.table = table;
		table.setMenu(menu());
		table.addListener(SWT.KeyDown, event -> {
			if (event.stateMask != 0) {
				return;
			}
			// F2 comes as the workbench's Rename, which asks the keyboard card first (Card#rename)
			if (event.keyCode == SWT.DEL) {
				event.doit = false;
				delete();
			}
		});
	}

	private Menu menu() {
		Menu menu = new Menu(table);
		item(menu, Messages.ExplorerActions_newFile, this::newFile);
		item(menu, Messages.ExplorerActions_newFolder, this::newFolder);
		new MenuItem(menu, SWT.SEPARATOR);
		MenuItem rename = item(menu, Messages.ExplorerActions_rename, this::rename);
		MenuItem delete = item(menu, Messages.ExplorerActions_delete, this::delete);
		MenuItem copyPath = item(menu, Messages.ExplorerActions_copyPath, this::copyPath);
		new MenuItem(menu, SWT.SEPARATOR);
		MenuItem elsewhere = card.machine().isRemote() ? item(menu, Messages.ExplorerActions_download, this::download)
				: item(menu, Messages.ExplorerActions_openOnDesktop, this::openOnDesktop);
		menu.addListener(SWT.Show, event -> {
			List<Entry> selected = card.selected();
			rename.setEnabled(selected.size() == 1);
			delete.setEnabled(!selected.isEmpty());
			copyPath.setEnabled(!selected.isEmpty());
			elsewhere.setEnabled(selected.size() == 1 && selected.get(0).kind() == Entry.Kind.FILE);
		});
		return menu;
	}

	private static MenuItem item(Menu menu, String text, Runnable action) {
		MenuItem item = new MenuItem(menu, SWT.PUSH);
		item.setText(text);
		item.addListener(SWT.Selection, event -> action.run());
		return item;
	}

	void newFile() {
		String name = askName(NEW_FILE, NLS.bind(Messages.ExplorerActions_newFilePrompt, card.folder()), "");
		if (name != null) {
			change("Making " + name, (machine, folder) -> FileOperations.newFile(machine, folder, name));
		}
	}

	void newFolder() {
		String name = askName(NEW_FOLDER, NLS.bind(Messages.ExplorerActions_newFolderPrompt, card.folder()), "");
		if (name != null) {
			change("Making " + name, (machine, folder) -> FileOperations.newFolder(machine, folder, name));
		}
	}

	void rename() {
		List<Entry> selected = card.selected();
		if (selected.size() != 1) {
			return;
		}
		String old = selected.get(0).name();
		String name = askName(RENAME, NLS.bind(Messages.ExplorerActions_renamePrompt, shown(old)), old);
		if (name != null && !name.equals(old)) {
			change("Renaming " + old, (machine, folder) -> FileOperations.rename(machine, folder, old, name));
		}
	}

	void delete() {
		List<Entry> selected = card.selected();
		if (selected.isEmpty()) {
			return;
		}
		String where = NLS.bind(Messages.ExplorerActions_where, card.folder(), card.machine().target());
		String question = selected.size() == 1 ? NLS.bind(Messages.ExplorerActions_deleteOne, what(selected.get(0)), where)
				: NLS.bind(Messages.ExplorerActions_deleteMany,
						new Object[] { selected.size(), where, selected.stream().map(this::what).collect(Collectors.joining("\n")) });
		int answer = MessageDialog.open(MessageDialog.QUESTION, table.getShell(), DELETE, question, SWT.NONE,
				Messages.ExplorerActions_deleteButton, Messages.ExplorerActions_cancel);
		if (answer != 0) {
			return;
		}
		List<String> names = selected.stream().map(Entry::name).toList();
		change("Deleting " + names.size() + " entries", (machine, folder) -> {
			for (String name : names) {
				FileOperations.delete(machine, folder, name);
			}
		});
	}

	private String what(Entry entry) {
		return entry.kind() == Entry.Kind.FOLDER && !entry.link()
				? NLS.bind(Messages.ExplorerActions_folderEntry, shown(entry.name()))
				: NLS.bind(Messages.ExplorerActions_entry, shown(entry.name()));
	}

	/** The selected entries' paths, one a line, to the clipboard. */
	void copyPath() {
		List<Entry> selected = card.selected();
		if (selected.isEmpty()) {
			return;
		}
		String paths = selected.stream().map(entry -> Places.child(card.folder(), entry.name())).collect(Collectors.joining("\n"));
		Clipboard clipboard = new Clipboard(table.getDisplay());
		try {
			clipboard.setContents(new Object[] { paths }, new Transfer[] { TextTransfer.getInstance() });
		} finally {
			clipboard.dispose();
		}
	}

	/** The selected file of the remote machine to this computer's download folder; where it went is said in the card. */
	void download() {
		List<Entry> selected = card.selected();
		if (selected.size() != 1) {
			return;
		}
		String file = Places.child(card.folder(), selected.get(0).name());
		Path downloads = DownloadsFolder.ofThisUser();
		Exec machine = card.machine();
		var display = table.getDisplay();
		Job job = Job.create(NLS.bind(Messages.ExplorerActions_downloading, file, machine.target()), (IProgressMonitor monitor) -> {
			String said;
			try {
				said = NLS.bind(Messages.ExplorerActions_downloaded, Download.toFolder(machine, file, downloads));
			} catch (ExecException failed) {
				said = failed.getMessage();
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			String message = said;
			display.asyncExec(() -> {
				if (!table.isDisposed()) {
					card.say(message);
				}
			});
			return Status.OK_STATUS;
		});
		job.schedule();
	}

	/** The selected file of this computer in the application the desktop opens it with. */
	void openOnDesktop() {
		List<Entry> selected = card.selected();
		if (selected.size() == 1 && !Program.launch(Places.child(card.folder(), selected.get(0).name()))) {
			card.say(NLS.bind(Messages.ExplorerActions_noApplication, shown(selected.get(0).name())));
		}
	}

	/**
	 * A name from the user, or null when they cancel. What no file can be named, and a name the
	 * folder's last listing already has, are said in the dialog and keep OK off; the machine
	 * checks again, as the folder may have changed since.
	 */
	private String askName(String title, String prompt, String initial) {
		List<String> taken = card.listedNames();
		InputDialog dialog = new InputDialog(table.getShell(), title, prompt, initial, name -> {
			try {
				FileOperations.checked(name);
			} catch (ExecException refused) {
				return refused.getMessage();
			}
			return !name.equals(initial) && taken.contains(name) ? NLS.bind(Messages.ExplorerActions_nameTaken, name) : null;
		});
		return dialog.open() == Window.OK ? dialog.getValue() : null;
	}

	/** Runs the change on the machine in a Job, then lists the folder again and says what failed. */
	private void change(String title, Change change) {
		String folder = card.folder();
		Exec machine = card.machine();
		var display = table.getDisplay();
		Job job = Job.create(title + " on " + machine.target(), (IProgressMonitor monitor) -> {
			String error = null;
			try {
				change.run(machine, folder);
			} catch (ExecException failed) {
				error = failed.getMessage();
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			String why = error;
			display.asyncExec(() -> {
				if (!table.isDisposed() && folder.equals(card.folder())) {
					card.reload(why);
				}
			});
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	private static String shown(String name) {
		return name.replace("\n", "⏎");
	}
}
