package ovvi.ui;

import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.e4.ui.di.UISynchronize;

/**
 * Runs a UI task once per burst of requests made on any thread: model threads tell of each
 * change, and a view redraws once for all the changes that came before it got its turn.
 */
public final class UiCoalescer {

	private final UISynchronize ui;
	private final Runnable task;
	private final AtomicBoolean pending = new AtomicBoolean();

	public UiCoalescer(UISynchronize ui, Runnable task) {
		this.ui = ui;
		this.task = task;
	}

	/** Asks for one run of the task on the UI thread; requests made before it starts share it. */
	public void request() {
		if (pending.compareAndSet(false, true)) {
			ui.asyncExec(this::run);
		}
	}

	private void run() {
		// cleared first: a change told while the task runs asks for one more run
		pending.set(false);
		task.run();
	}
}
