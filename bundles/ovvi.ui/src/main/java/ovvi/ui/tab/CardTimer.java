package ovvi.ui.tab;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;

import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;

/**
 * The one timer of the app's cards (resize settling, stream reopening): a daemon thread, as an
 * OSGi service whose thread ends when the service goes.
 */
@Component(service = CardTimer.class)
public final class CardTimer {

	private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(runnable -> {
		Thread thread = new Thread(runnable, "Ovvi card timer");
		thread.setDaemon(true);
		return thread;
	});

	public ScheduledExecutorService executor() {
		return executor;
	}

	@Deactivate
	void deactivate() {
		executor.shutdownNow();
	}
}
