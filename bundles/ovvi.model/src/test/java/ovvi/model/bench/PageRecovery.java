package ovvi.model.bench;

import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import ovvi.model.ChangeListener;
import ovvi.model.HostConnection;
import ovvi.model.snapshot.Snapshot;

/**
 * How long a page takes to be live again after a disruption: armed before it, it waits for the
 * connection's problem (the page's Reconnecting) and then for its end. After a herdr restart the
 * page must also show the restored session (every terminal id new, as herdr gives them after a
 * restart), so a read of the old server cannot count.
 */
final class PageRecovery {

	private final HostConnection connection;
	private final Set<String> terminalsBefore;
	private final CountDownLatch problemSeen = new CountDownLatch(1);
	private final CountDownLatch live = new CountDownLatch(1);
	private final ChangeListener listener = (source, property) -> changed();
	private long startNanos;

	private PageRecovery(HostConnection connection, boolean newTerminals) {
		this.connection = connection;
		this.terminalsBefore = newTerminals ? terminals(connection.store().snapshot()) : Set.of();
	}

	/** Armed before a herdr restart: live again means a read of the new server. */
	static PageRecovery afterRestart(HostConnection connection) {
		return new PageRecovery(connection, true).arm();
	}

	/** Armed before the SSH link is cut. */
	static PageRecovery afterCut(HostConnection connection) {
		return new PageRecovery(connection, false).arm();
	}

	private PageRecovery arm() {
		connection.addListener(listener);
		startNanos = System.nanoTime();
		return this;
	}

	private static Set<String> terminals(Snapshot snapshot) {
		return snapshot.panes().stream().map(Snapshot.PaneRecord::terminalId).collect(Collectors.toSet());
	}

	private void changed() {
		if (connection.problem() != null) {
			problemSeen.countDown();
		} else if (problemSeen.getCount() == 0 && terminals(connection.store().snapshot()).stream().noneMatch(terminalsBefore::contains)) {
			live.countDown();
		}
	}

	/** The seconds from arming to live (NaN when the page never showed the problem within 60 s or did not come back within the limit), and what to print. */
	record Result(double seconds, String text) {
	}

	Result await(long limitSeconds) throws InterruptedException {
		try {
			if (!problemSeen.await(60, TimeUnit.SECONDS)) {
				return new Result(Double.NaN, "the page never left live within 60 s");
			}
			if (!live.await(limitSeconds, TimeUnit.SECONDS)) {
				return new Result(Double.NaN, "NOT live again within " + limitSeconds + " s (problem: " + connection.problem() + ")");
			}
			double seconds = (System.nanoTime() - startNanos) / 1e9;
			return new Result(seconds, String.format("live again after %.2f s", seconds));
		} finally {
			connection.removeListener(listener);
		}
	}
}
