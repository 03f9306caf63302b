package ovvi.cards.git;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.ISchedulingRule;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.widgets.Control;

import ovvi.herdr.exec.ExecException;

/**
 * The card's git work, off the UI thread: one Job at a time per card (its rule), so a commit
 * never races the status read that follows it, and each result or failure comes back on the UI
 * thread while the card is still there.
 */
final class CardWork {

	/** Work on the machine, which may fail with a message for the user. */
	interface Task<T> {
		T run() throws ExecException, InterruptedException;
	}

	/** One card's jobs run one after another. */
	private static final class OneAtATime implements ISchedulingRule {
		@Override
		public boolean contains(ISchedulingRule rule) {
			return rule == this;
		}

		@Override
		public boolean isConflicting(ISchedulingRule rule) {
			return rule == this;
		}
	}

	private final Control owner;
	private final ISchedulingRule rule = new OneAtATime();
	private int running;

	CardWork(Control owner) {
		this.owner = owner;
	}

	/**
	 * Runs the task in a Job; then, on the UI thread, gives its result to {@code done} or its
	 * failure's message to {@code failed}.
	 */
	<T> void run(String title, Task<T> task, Consumer<T> done, Consumer<String> failed) {
		running++;
		var display = owner.getDisplay();
		Job job = Job.create(title, (IProgressMonitor monitor) -> {
			T result = null;
			String error = null;
			try {
				result = task.run();
			} catch (ExecException failure) {
				error = failure.getMessage();
			} catch (InterruptedException stopped) {
				Thread.currentThread().interrupt();
				error = NLS.bind(Messages.CardWork_stopped, title);
			}
			T value = result;
			String why = error;
			display.asyncExec(() -> {
				running--;
				if (owner.isDisposed()) {
					return;
				}
				if (why != null) {
					failed.accept(why);
				} else if (value != null) {
					done.accept(value);
				}
			});
			return Status.OK_STATUS;
		});
		job.setRule(rule);
		job.setSystem(true);
		job.schedule();
	}

	/** Whether a job of the card has not come back yet. */
	boolean busy() {
		return running > 0;
	}
}
