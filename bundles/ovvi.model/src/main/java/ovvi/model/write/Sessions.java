package ovvi.model.write;

import java.io.IOException;
import java.time.Duration;

import ovvi.herdr.api.HerdrBadReply;
import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.HerdrUnreachable;
import ovvi.herdr.exec.Run;
import ovvi.model.snapshot.Snapshot;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * Open Session's writes, which act on a session rather than inside it: start (and the first
 * space of a server the app started), stop and delete. Stop and delete ask first: the UI calls
 * them only after its question.
 */
public final class Sessions {

	static final Duration START_WAIT = Duration.ofSeconds(10);

	private Sessions() {
	}

	/**
	 * Starts the session's server when it is not running and waits for its snapshot; a server the
	 * app started with no space gets one in the home folder. Returns that snapshot.
	 */
	public static Snapshot open(HerdrSession herdr) throws HerdrException, InterruptedException {
		return open(herdr, START_WAIT);
	}

	/** {@link #open(HerdrSession)}, waiting at most {@code wait} for a server it starts to answer. */
	public static Snapshot open(HerdrSession herdr, Duration wait) throws HerdrException, InterruptedException {
		return open(herdr, wait, FirstSpaces.HOME);
	}

	/**
	 * {@link #open(HerdrSession, Duration)} with other first spaces for a server it starts with no
	 * space: a session already running, or one restored with spaces, is left as it is.
	 */
	public static Snapshot open(HerdrSession herdr, Duration wait, FirstSpaces first) throws HerdrException, InterruptedException {
		var before = herdr.info();
		boolean started = before == null || !before.running();
		herdr.startServer(wait);
		Snapshot snapshot = SnapshotDecoder.decode(herdr.call("session.snapshot", null));
		if (started && snapshot.spaces().isEmpty()) {
			first.create(herdr);
			snapshot = SnapshotDecoder.decode(herdr.call("session.snapshot", null));
		}
		return snapshot;
	}

	/** What a server the app started with no space gets. */
	@FunctionalInterface
	public interface FirstSpaces {

		/** One space in the home folder, as Open Session's servers get. */
		FirstSpaces HOME = herdr -> herdr.call("workspace.create", Params.of("cwd", herdr.homeFolder(), "focus", false));

		void create(HerdrSession herdr) throws HerdrException, InterruptedException;
	}

	/** herdr --session S session stop S: the server ends, and every program in it. */
	public static void stop(HerdrSession herdr) throws HerdrException, InterruptedException {
		cli(herdr, "stop");
	}

	/** herdr --session S session delete S: a stopped session only. */
	public static void delete(HerdrSession herdr) throws HerdrException, InterruptedException {
		cli(herdr, "delete");
	}

	private static void cli(HerdrSession herdr, String verb) throws HerdrException, InterruptedException {
		String target = herdr.exec().target();
		try {
			Run run = herdr.exec().run(herdr.argv("session", verb, herdr.name()));
			run.end();
			StringBuilder out = new StringBuilder();
			for (String line = run.readLine(); line != null; line = run.readLine()) {
				out.append(line).append('\n');
			}
			if (!run.awaitExit(START_WAIT) || run.exitStatus().orElse(-1) != 0) {
				throw new HerdrBadReply(target, "session " + verb, String.join("\n", run.stderrTail()) + out, null);
			}
		} catch (IOException e) {
			throw new HerdrUnreachable(HerdrUnreachable.Why.MACHINE, "herdr session " + verb + " could not run on " + target + ": "
					+ e.getMessage(), e);
		}
	}
}
