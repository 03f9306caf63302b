package ovvi.herdr.testing;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import ovvi.herdr.api.EventStream;
import ovvi.herdr.api.HerdrException;

/** An event stream listener that writes what it hears as lines a test waits for. */
public final class HeardEvents implements EventStream.Listener {

	private final BlockingQueue<String> heard = new LinkedBlockingQueue<>();

	@Override
	public void changed() {
		heard.add("changed");
	}

	@Override
	public void agentRequest(String paneId, String requestId) {
		heard.add("request " + paneId + " " + requestId);
	}

	@Override
	public void ended(HerdrException reason) {
		heard.add("ended " + reason.getClass().getSimpleName() + ": " + reason.getMessage());
	}

	/** The next thing heard, waiting up to 20 s. */
	public String next() throws InterruptedException {
		String line = heard.poll(20, TimeUnit.SECONDS);
		if (line == null) {
			throw new AssertionError("the listener heard nothing within 20 s");
		}
		return line;
	}

	/** Skips what is heard until {@code expected}, failing if it does not come within 20 s each. */
	public void awaitLine(String expected) throws InterruptedException {
		while (!next().equals(expected)) {
			// a change event heard before the expected one
		}
	}
}
