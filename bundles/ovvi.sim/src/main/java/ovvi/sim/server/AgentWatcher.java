package ovvi.sim.server;

import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import ovvi.sim.json.Json;

/**
 * herdr's background observation of panes: agent detection from the foreground process, agent
 * state from the screen, title changes and token expiry, with the events they cause.
 */
final class AgentWatcher {

    private static final long TICK_MS = 100;

    private final Session session;
    private final ScheduledExecutorService timer;

    AgentWatcher(Session session, ScheduledExecutorService timer) {
        this.session = session;
        this.timer = timer;
    }

    void start() {
        timer.scheduleWithFixedDelay(() -> Thread.ofVirtual().start(this::tick), TICK_MS, TICK_MS, TimeUnit.MILLISECONDS);
    }

    private void tick() {
        synchronized (session) {
            long now = System.nanoTime();
            for (Workspace w : session.workspaces) {
                if (w.tokens.expire(now)) {
                    session.hub.publish("workspace_metadata_updated", Json.obj("workspace", Views.workspace(session, w)));
                }
            }
            for (Pane p : session.allPanes()) {
                observe(p, now);
            }
        }
    }

    private void observe(Pane p, long now) {
        Terminal t = p.terminal;
        boolean updated = t.tokens.expire(now);
        String stripped = AgentDetection.stripTitle(t.process.screen.title());
        if (!Objects.equals(stripped, t.titleStripped)) {
            t.titleStripped = stripped;
            updated = true;
        }
        if (updated) {
            t.revision++;
            session.hub.publish("pane_updated", Json.obj("pane", Views.pane(session, p)));
        }
        long shell = t.process.pid();
        long leader = Views.foregroundLeader(shell);
        String agent = leader == shell && t.command == null ? null
                : AgentDetection.label(ProcessInspector.comm(leader), ProcessInspector.argv(leader));
        if (agent != null) {
            t.agentPid = leader;
        } else if (t.agent != null && ProcessInspector.alive(t.agentPid)) {
            agent = t.agent;
        }
        if (!Objects.equals(agent, t.agent)) {
            String finalStatus = t.agentStatus();
            String previous = t.agent;
            t.agent = agent;
            t.agentState = agent == null ? "unknown" : AgentDetection.state(t.process.screen.viewport());
            t.stateChangeSeq++;
            if (agent == null) {
                t.agentSession = null;
                session.hub.publish("pane_agent_detected", Json.obj("pane_id", p.id, "workspace_id", p.workspace.id,
                        "released", true, "final_status", previous == null ? null : finalStatus));
            } else {
                session.hub.publish("pane_agent_detected", Json.obj("pane_id", p.id, "workspace_id", p.workspace.id,
                        "agent", agent));
            }
            return;
        }
        if (agent == null) {
            return;
        }
        String state = AgentDetection.state(t.process.screen.viewport());
        if (!state.equals(t.agentState)) {
            boolean finishedTurn = t.agentState.equals("working") && state.equals("idle");
            t.agentState = state;
            t.stateChangeSeq++;
            if (!state.equals("idle")) {
                t.seen = true;
            } else if (finishedTurn) {
                t.seen = inActiveTab(p);
            }
        }
    }

    private boolean inActiveTab(Pane p) {
        return session.active == p.workspace && p.workspace.activeTab == p.tab;
    }
}
