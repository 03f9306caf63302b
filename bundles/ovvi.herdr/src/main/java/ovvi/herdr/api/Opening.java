package ovvi.herdr.api;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.ApiConnection;
import ovvi.herdr.exec.VirtualThreads;

/**
 * A call's {@link HerdrSession#open()} on a virtual thread of its own, so that the call waits for
 * it no longer than its time allows: open() may log in over SSH, ask the login shell for herdr and
 * run herdr's session list. A call that stops waiting leaves those steps to end within their own
 * bounds, not interrupted: other callers may wait for the same login or lookup, and JSch takes an
 * interrupt while a channel opens for sshd's refusal. A connection that comes all the same is
 * closed at once.
 */
final class Opening {

	private final CompletableFuture<ApiConnection> connection = new CompletableFuture<>();

	Opening(HerdrSession session) {
		VirtualThreads.EXECUTOR.execute(() -> {
			try {
				ApiConnection opened = session.open();
				if (!connection.complete(opened)) {
					opened.close();
				}
			} catch (Throwable e) {
				connection.completeExceptionally(e);
			}
		});
	}

	/** @throws TimeoutException no connection within the limit; the opening is given up */
	ApiConnection await(Duration limit) throws HerdrException, InterruptedException, TimeoutException {
		try {
			return connection.get(limit.toNanos(), TimeUnit.NANOSECONDS);
		} catch (ExecutionException e) {
			Throwable cause = e.getCause();
			if (cause instanceof HerdrException failed) {
				throw failed;
			}
			if (cause instanceof RuntimeException bug) {
				throw bug;
			}
			if (cause instanceof Error error) {
				throw error;
			}
			// an InterruptedException: nothing interrupts the opener's own thread
			throw new IllegalStateException(cause);
		} catch (TimeoutException | InterruptedException e) {
			giveUp();
			throw e;
		}
	}

	private void giveUp() {
		connection.cancel(false);
		// a connection that came just before the cancel
		connection.thenAccept(ApiConnection::close);
	}
}
