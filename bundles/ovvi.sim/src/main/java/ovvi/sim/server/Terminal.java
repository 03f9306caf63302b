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
    long stateChangeSeq;
    AgentSession agentSession;
    long revision;
    String titleStripped;
    /** Presentation metadata reported with pane.report_metadata. */
    String title;
    String displayAgent;
    java.util.Map<String, String> stateLabels = new java.util.TreeMap<>();

    Terminal(PaneProcess process, List<String> command) {
        this.id = newId();
        this.process = process;
        this.command = command;
    }

    static String newId() {
        long micros = System.currentTimeMillis() * 1000 + (System.nanoTime() / 1000) % 1000;
        return "term_" + Long.toHexString(micros) + Long.toHexString(COUNTER.incrementAndGet());
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

    /** A native agent session reference. */
    record AgentSession(String source, String agent, String kind, String value) {
    }
}
