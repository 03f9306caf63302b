package ovvi.herdr.exec;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/** Blocking I/O of this layer runs on virtual threads. */
public final class VirtualThreads {

	public static final ExecutorService EXECUTOR = Executors.newThreadPerTaskExecutor(
			Thread.ofVirtual().name("ovvi-herdr-", 0).factory());

	private VirtualThreads() {
	}
}
