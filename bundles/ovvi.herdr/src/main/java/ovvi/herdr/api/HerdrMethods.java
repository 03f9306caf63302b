package ovvi.herdr.api;

import java.util.Set;

/** Which API methods only read: a timed-out read means Reconnecting, a timed-out write does not. */
final class HerdrMethods {

	private static final Set<String> READS = Set.of("ping", "session.snapshot", "pane.read", "pane.process_info",
			"layout.export", "worktree.list", "events.wait", "agent.wait", "pane.wait_for_output");

	private HerdrMethods() {
	}

	static HerdrTimeout.Kind kind(String method) {
		return READS.contains(method) || method.endsWith(".get") || method.endsWith(".list")
				? HerdrTimeout.Kind.READ
				: HerdrTimeout.Kind.WRITE;
	}
}
