package ovvi.herdr.exec;

import java.util.concurrent.Executor;

/**
 * Platform threads for reading children's pipes. A virtual thread blocked on a pipe holds its
 * carrier: with a few long-lived children on a 2-core machine no new virtual thread ran after
 * about 30 s (measured on JDK 25), and all of Ovvi's other blocking work runs on virtual threads.
 */
final class PipeReaders {

	/** A pipe's reader does nothing else, so it gets a small stack. */
	private static final long STACK_BYTES = 128 * 1024;

	/** Runs each task on a new daemon platform thread. */
	static final Executor EXECUTOR = task -> start("ovvi-pipe", task);

	private PipeReaders() {
	}

	static void start(String name, Runnable reader) {
		Thread.ofPlatform().daemon().name(name).stackSize(STACK_BYTES).start(reader);
	}
}
