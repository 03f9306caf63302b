package ovvi.cards.explorer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;

import ovvi.cards.Card;
import ovvi.cards.CardContext;
import ovvi.cards.WidgetRole;
import ovvi.herdr.exec.ExecException;

/**
 * A card that shows one file of the pane's machine, read in a Job: a message line says why it
 * cannot be shown (missing, unreadable, binary, too large, the host gone) and the card stays open.
 *
 * @param <T> what is read off the UI thread and shown on it
 */
abstract class LoadedCard<T> implements Card {

	protected final CardContext context;
	protected final Composite root;
	private final Label message;
	protected String file;
	private boolean loading;

	LoadedCard(Composite parent, CardContext context, String messageRole) {
		this.context = context;
		root = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().spacing(0, 0).applyTo(root);
		message = new Label(root, SWT.WRAP);
		message.setData(WidgetRole.KEY, messageRole);
		GridDataFactory.fillDefaults().grab(true, false).indent(6, 4).exclude(true).applyTo(message);
		message.setVisible(false);
		message.addListener(SWT.MouseDown, event -> context.keyboardIn());
	}

	/** The widget that shows the content, filling the card below the message. */
	protected void content(Control content) {
		GridDataFactory.fillDefaults().grab(true, true).applyTo(content);
	}

	/** Reads on the machine, off the UI thread. */
	protected abstract T read(String path) throws ExecException, InterruptedException;

	/** Shows what was read, on the UI thread. */
	protected abstract void show(T content);

	protected void load() {
		String asked = context.place();
		file = asked;
		loading = true;
		var display = root.getDisplay();
		Job job = Job.create("Reading " + asked + " on " + context.machine().target(), (IProgressMonitor monitor) -> {
			T content = null;
			String error;
			try {
				content = read(asked);
				error = null;
			} catch (ExecException failed) {
				error = failed.getMessage();
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			T read = content;
			String why = error;
			display.asyncExec(() -> {
				if (!root.isDisposed() && asked.equals(file)) {
					loading = false;
					say(why);
					if (read != null) {
						show(read);
					}
					context.changed();
				}
			});
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	protected void say(String text) {
		boolean shown = text != null;
		message.setText(shown ? text : "");
		message.setVisible(shown);
		((GridData) message.getLayoutData()).exclude = !shown;
		root.layout(true, true);
	}

	@Override
	public void paneChanged() {
		if (!context.place().equals(file)) {
			load();
		}
	}

	@Override
	public String title() {
		return Places.name(file);
	}

	@Override
	public void dispose() {
		root.dispose();
	}

	/** The file shown (or being read). */
	public String file() {
		return file;
	}

	public boolean loading() {
		return loading;
	}

	/** The message shown instead of or above the content, or null. */
	public String message() {
		return message.getVisible() ? message.getText() : null;
	}

}
