package ovvi.cards.explorer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Composite;

import ovvi.cards.CardContext;
import ovvi.cards.WidgetRole;
import ovvi.herdr.exec.ExecException;

/**
 * A text file of the pane's machine in the user's terminal font, {@code ovvi:text#<iid> <file>}:
 * edited in place and saved with Ctrl+S ({@link FileSave}); the title's '*' says it has changes
 * not saved. A file changed on the machine since it was read is overwritten only when the user
 * says so; otherwise both stay, the user's text in the card and the other on the machine.
 */
public final class TextCard extends LoadedCard<FileText> {

	public static final String TEXT_ROLE = "text.card.text";
	public static final String MESSAGE_ROLE = "text.card.message";
	/** The question's title when the file changed on the machine, which tests find it by. */
	public static final String CHANGED_TITLE = Messages.TextCard_changedTitle;

	private final StyledText text;
	/** The stamp of the file as last read or saved; a save compares the machine's with it. */
	private String stamp;
	private boolean dirty;
	private boolean showing;
	private boolean saving;

	TextCard(Composite parent, CardContext context) {
		super(parent, context, MESSAGE_ROLE);
		text = new StyledText(root, SWT.H_SCROLL | SWT.V_SCROLL);
		text.setData(WidgetRole.KEY, TEXT_ROLE);
		text.setFont(context.textFont());
		text.setEditable(false);
		text.addListener(SWT.FocusIn, event -> context.keyboardIn());
		text.addListener(SWT.Modify, event -> {
			if (!showing && !dirty) {
				dirty = true;
				context.changed();
			}
		});
		content(text);
		load();
	}

	@Override
	protected FileText read(String path) throws ExecException, InterruptedException {
		return FileContent.editable(context.machine(), path);
	}

	@Override
	protected void show(FileText content) {
		showing = true;
		try {
			text.setText(content.text());
		} finally {
			showing = false;
		}
		stamp = content.stamp();
		dirty = false;
		text.setEditable(content.utf8());
		if (!content.utf8()) {
			say(NLS.bind(Messages.TextCard_notUtf8, file));
		}
	}

	/** Writes the text over the file on its machine, in a Job; a file changed there meanwhile is asked about. */
	@Override
	public void save() {
		if (dirty && !saving && text.getEditable()) {
			write(stamp);
		}
	}

	/** @param readStamp the stamp to compare with, or null to write whatever the machine has now */
	private void write(String readStamp) {
		String path = file;
		String written = text.getText();
		saving = true;
		var display = root.getDisplay();
		Job job = Job.create("Saving " + path + " on " + context.machine().target(), (IProgressMonitor monitor) -> {
			String newStamp = null;
			ExecException failure = null;
			try {
				newStamp = FileSave.save(context.machine(), path, written, readStamp);
			} catch (ExecException failed) {
				failure = failed;
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			String saved = newStamp;
			ExecException why = failure;
			display.asyncExec(() -> {
				if (!root.isDisposed() && path.equals(file)) {
					written(written, saved, why);
				}
			});
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	private void written(String written, String newStamp, ExecException failure) {
		saving = false;
		if (failure == null) {
			stamp = newStamp;
			dirty = !written.equals(text.getText());
			say(null);
			context.changed();
		} else if (failure instanceof FileSave.ChangedOnDisk changed && overwrite(changed.getMessage())) {
			write(null);
		} else if (failure instanceof FileSave.ChangedOnDisk) {
			say(NLS.bind(Messages.TextCard_notSaved, file, context.machine().target()));
		} else {
			say(NLS.bind(Messages.TextCard_failed, failure.getMessage()));
		}
	}

	private boolean overwrite(String why) {
		return MessageDialog.open(MessageDialog.QUESTION, text.getShell(), CHANGED_TITLE,
				NLS.bind(Messages.TextCard_overwriteQuestion, why), SWT.NONE, Messages.TextCard_overwrite, Messages.TextCard_cancel) == 0;
	}

	@Override
	public String title() {
		String name = super.title();
		return dirty ? "*" + name : name;
	}

	@Override
	public void setFont(Font font) {
		text.setFont(font);
	}

	@Override
	public void copy() {
		text.copy();
	}

	@Override
	public void paste() {
		text.paste();
	}

	@Override
	public void selectAll() {
		text.selectAll();
	}

	@Override
	public void focus() {
		text.setFocus();
	}

	/** The text shown. */
	public String text() {
		return text.getText();
	}

	public StyledText editor() {
		return text;
	}

	@Override
	public boolean dirty() {
		return dirty;
	}

	public boolean saving() {
		return saving;
	}
}
