package ovvi.sim.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import ovvi.sim.json.Json;

/**
 * herdr's background observation of panes: agent detection from the foreground process, agent
 * state from the screen, title changes and token expiry, with the events they cause. The /proc
 * and screen reads happen outside the session's monitor; only the results are applied under it.
 */
final class AgentWatcher {

    private static final long TICK_MS = 100;

    private final Session session;
    private final ScheduledExecutorService timer;

    /** What one tick saw of a terminal, read without the session's monitor. */
    private record Sight(Pane pane, Terminal terminal, long leader, String foregroundAgent, boolean agentAlive,
            String screenState, String titleStripped) {
    }

    AgentWatcher(Session session, ScheduledExecutorService timer) {
        this.session = session;
        this.timer = timer;
    }

    void start() {
        timer.scheduleWithFixedDelay(() -> Thread.ofVirtual().start(this::tick), TICK_MS, TICK_MS, TimeUnit.MILLISECONDS);
    }

    private void tick() {
        List<Pane> panes;
        synchronized (session) {
            panes = session.allPanes();
        }
        List<Sight> sights = new ArrayList<>(panes.size());
        for (Pane p : panes) {
            sights.add(look(p));
        }
        synchronized (session) {
            long now = System.nanoTime();
            for (Workspace w : session.workspaces) {
                if (w.tokens.expire(now)) {
                    session.hub.publish("workspace_metadata_updated", Json.obj("workspace", Views.workspace(session, w)));
                }
            }
            for (Sight s : sights) {
                if (s.pane.terminal == s.terminal && session.paneOfTerminal(s.terminal.id) == s.pane) {
                    apply(s, now);
                }
            }
        }
    }

    private static Sight look(Pane p) {
        Terminal t = p.terminal;
        long shell = t.process.pid();
        long leader = Views.foregroundLeader(shell);
        String agent = leader == shell && t.command == null ? null
                : AgentDetection.label(ProcessInspector.comm(leader), ProcessInspector.argv(leader));
        boolean alive = t.agentPid > 0 && ProcessInspector.alive(t.agentPid);
        return new Sight(p, t, leader, agent, alive, AgentDetection.state(t.process.screen.viewport()),
                AgentDetection.stripTitle(t.process.screen.title()));
    }

    private void apply(Sight s, long now) {
        Pane p = s.pane;
        Terminal t = s.terminal;
        boolean updated = t.tokens.expire(now);
        if (!Objects.equals(s.titleStripped, t.titleStripped)) {
            t.titleStripped = s.titleStripped;
            updated = true;
        }
        if (updated) {
            t.revision++;
            session.hub.publish("pane_updated", Json.obj("pane", Views.pane(session, p)));
        }
        String agent = s.foregroundAgent;
        if (agent != null) {
            t.agentPid = s.leader;
        } else if (t.agent != null && s.agentAlive) {
            agent = t.agent;
        }
        if (!Objects.equals(agent, t.agent)) {
            String finalStatus = t.agentStatus();
            String previous = t.agent;
            t.agent = agent;
            t.agentState = agent == null ? "unknown" : s.screenState;
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
        if (agent == null || s.screenState.equals(t.agentState)) {
            return;
        }
        boolean finishedTurn = t.agentState.equals("working") && s.screenState.equals("idle");
        t.agentState = s.screenState;
        t.stateChangeSeq++;
        if (!s.screenState.equals("idle")) {
            t.seen = true;
        } else if (finishedTurn) {
            t.seen = session.active == p.workspace && p.workspace.activeTab == p.tab;
        }
    }
}
