package ovvi.sim.server;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/** The process and screen behind a pane. Survives pane moves; tokens and agent state live here. */
public final class Terminal {

	private static final AtomicLong COUNTER = new AtomicLong();

	final String id;
	final PaneProcess process;
	final List<String> command;
	final Tokens tokens = new Tokens();
	String agent;
	/** The detected agent's process: the label stays while it lives, also when it is not in the foreground. */
	long agentPid;
	/** Raw detected state: idle, working, blocked or unknown; "done" is derived with {@link #seen}. */
	String agentState = "unknown";
	boolean seen = true;
	/** The integration whose pane.report_agent reports are authoritative; screen detection pauses meanwhile. */
	String reportSource;
	long stateChangeSeq;
	AgentSession agentSession;
	long revision;
	String titleStripped;
	/** Presentation metadata reported with pane.report_metadata. */
	String title;
	String displayAgent;
	java.util.Map<String, String> stateLabels = new java.util.TreeMap<>();
	/** The status each recent state change left, oldest first: an agent wait sees a status the agent already left. */
	private final java.util.ArrayDeque<StatusChange> statusChanges = new java.util.ArrayDeque<>();

	Terminal(PaneProcess process, List<String> command) {
		this.id = newId();
		this.process = process;
		this.command = command;
	}

	static String newId() {
		long micros = System.currentTimeMillis() * 1000 + (System.nanoTime() / 1000) % 1000;
		return "term_" + Long.toHexString(micros) + Long.toHexString(COUNTER.incrementAndGet());
	}

	/** A new raw state, with herdr's "seen" rule: a turn finished out of sight is "done". */
	void changeState(String state, boolean inActiveTab) {
		if (state.equals(agentState)) {
			return;
		}
		boolean finishedTurn = agentState.equals("working") && state.equals("idle");
		agentState = state;
		stateChangeSeq++;
		if (!state.equals("idle")) {
			seen = true;
		} else if (finishedTurn) {
			seen = inActiveTab;
		}
		recordStatus();
	}

	private void recordStatus() {
		if (statusChanges.size() == 64) {
			statusChanges.removeFirst();
		}
		statusChanges.addLast(new StatusChange(stateChangeSeq, agentStatus()));
	}

	/** The statuses of the state changes after {@code seq} that are still recorded, oldest first. */
	List<String> statusesAfter(long seq) {
		return statusChanges.stream().filter(c -> c.seq() > seq).map(StatusChange::status).toList();
	}

	/** The agent is gone: its label, state, authority and session reference go. @return its last status */
	String releaseAgent() {
		String last = agentStatus();
		agent = null;
		agentState = "unknown";
		reportSource = null;
		agentSession = null;
		stateChangeSeq++;
		recordStatus();
		return last;
	}

	String agentStatus() {
		if (agent == null) {
			return "unknown";
		}
		if (agentState.equals("idle") && !seen) {
			return "done";
		}
		return agentState;
	}

	private record StatusChange(long seq, String status) {
	}

	/** A native agent session reference. */
	record AgentSession(String source, String agent, String kind, String value) {
	}
}
