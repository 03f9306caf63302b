package ovvi.ui.tab;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

/** The one timer of the app's cards (resize settling, stream reopening): a daemon thread. */
final class CardTimer {

	static final ScheduledExecutorService INSTANCE = Executors.newSingleThreadScheduledExecutor(runnable -> {
		Thread thread = new Thread(runnable, "Ovvi card timer");
		thread.setDaemon(true);
		return thread;
	});

	private CardTimer() {
	}
}
