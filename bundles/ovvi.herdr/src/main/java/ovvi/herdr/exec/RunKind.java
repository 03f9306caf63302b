package ovvi.herdr.exec;

import java.util.List;

/**
 * How a run ends. Ending a child means closing its stdin; the kinds differ in what follows.
 */
public enum RunKind {
	/** A one-shot command: a closed stdin only means end of input, it is never killed for it. */
	COMMAND(false, false, true),
	/** herdr's terminal control stream: killed by pid if it still runs about 1 s after its stdin closed. */
	CONTROL_STREAM(false, true, true),
	/**
	 * herdr's terminal observe stream: it ignores a closed stdin, so it runs inside the follower
	 * wrapper, and like every terminal stream it is killed by pid if it outlives its end by ~1 s.
	 */
	OBSERVE_STREAM(true, true, false),
	/** A follower such as tail -F: it ignores a closed stdin, so it runs inside the follower wrapper. */
	FOLLOWER(true, false, false);

	final boolean wrapped;
	final boolean killedAfterEnd;
	/**
	 * A dropped stream or a timeout kills at once, except inside the wrapper: a kill before the
	 * wrapper started its watcher would leave the command running, so such a run only closes stdin.
	 */
	final boolean killedOnAbort;

	RunKind(boolean wrapped, boolean killedAfterEnd, boolean killedOnAbort) {
		this.wrapped = wrapped;
		this.killedAfterEnd = killedAfterEnd;
		this.killedOnAbort = killedOnAbort;
	}

	/** argv as it must be started for this kind. */
	public List<String> argv(List<String> argv) {
		return wrapped ? FollowerWrapper.wrap(argv) : argv;
	}
}
