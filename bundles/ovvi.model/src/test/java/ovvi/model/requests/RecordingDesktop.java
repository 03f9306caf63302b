package ovvi.model.requests;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The desktop side of the tests: what reached it, in order, as text; each call is done. */
final class RecordingDesktop implements AgentDesktop {

	private final BlockingQueue<String> calls = new LinkedBlockingQueue<>();

	@Override
	public Answer open(OpenTarget target, Placement placement, RequestingPane from) {
		String folder = target instanceof OpenTarget.File file && file.folder() ? " (folder)" : "";
		calls.add("open " + target.location() + folder + " " + placement + " " + from.paneId());
		return Answer.done("opened " + target.location());
	}

	@Override
	public Answer copy(String text) {
		calls.add("copy " + text);
		return Answer.done("");
	}

	@Override
	public Answer notify(String title, String body, RequestingPane from) {
		calls.add("notify " + title + " | " + body + " " + from.paneId());
		return Answer.done("");
	}

	/** The next call, waiting for it (the desk works on its own threads). */
	String next() throws InterruptedException {
		String call = calls.poll(60, TimeUnit.SECONDS);
		if (call == null) {
			throw new AssertionError("nothing reached the desktop within 60 s");
		}
		return call;
	}

	boolean nothingMore() {
		return calls.isEmpty();
	}
}
