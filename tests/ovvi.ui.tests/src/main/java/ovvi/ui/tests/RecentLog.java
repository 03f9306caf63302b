package ovvi.ui.tests;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.stream.Collectors;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;

/**
 * The platform log's last entries, kept so that a wait that fails can say what went wrong inside
 * the workbench meanwhile: CI shows a failing test's message, not the workspace's log file.
 */
final class RecentLog {

	private static final int KEPT = 20;

	private record Entry(long millis, String text) {
	}

	private static final Deque<Entry> ENTRIES = new ArrayDeque<>();
	private static boolean listening;

	private RecentLog() {
	}

	/** Keeps the entries logged from now on (once; later calls do nothing). */
	static synchronized void listen() {
		if (!listening) {
			Platform.addLogListener((status, plugin) -> keep(status));
			listening = true;
		}
	}

	private static synchronized void keep(IStatus status) {
		StringBuilder text = new StringBuilder(status.getPlugin() + ": " + status.getMessage());
		for (Throwable cause = status.getException(); cause != null; cause = cause.getCause()) {
			text.append(" | ").append(cause);
			StackTraceElement[] trace = cause.getStackTrace();
			for (int i = 0; i < Math.min(3, trace.length); i++) {
				text.append(" at ").append(trace[i]);
			}
		}
		ENTRIES.addLast(new Entry(System.currentTimeMillis(), text.toString()));
		if (ENTRIES.size() > KEPT) {
			ENTRIES.removeFirst();
		}
	}

	/** What was logged since the time given (System.currentTimeMillis()), as lines to add to a message; "" when nothing. */
	static synchronized String since(long millis) {
		String lines = ENTRIES.stream().filter(entry -> entry.millis() >= millis).map(Entry::text)
				.collect(Collectors.joining("\n  "));
		return lines.isEmpty() ? "" : "\nlogged meanwhile:\n  " + lines;
	}
}
