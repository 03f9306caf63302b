package ovvi.sim.server;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ScheduledExecutorService;
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

	/** A tick reads /proc for every pane: on a busy machine it can take longer than TICK_MS, so ticks never overlap. */
	void start() {
		FixedDelay.start(timer, TICK_MS, this::tick);
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
		session.atomically(() -> { // atomically: requests waiting for an agent's status wake up
			long now = System.nanoTime();
			for (Workspace w : session.workspaces) {
				if (w.tokens.expire(now)) {
					session.hub.publish("workspace_metadata_updated", Json.obj("workspace", Views.workspace(session, w)));
				}
			}
			for (Sight s : sights) {
				if (session.paneOfTerminal(s.terminal.id) == s.pane) { // the pane may have closed meanwhile
					apply(s, now);
				}
			}
			return null;
		});
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
		if (t.reportSource != null) {
			return; // a reporting integration is the authority on label and state
		}
		String agent = s.foregroundAgent;
		if (agent != null) {
			t.agentPid = s.leader;
		} else if (t.agent != null && s.agentAlive) {
			agent = t.agent;
		}
		if (!Objects.equals(agent, t.agent)) {
			if (agent == null) {
				session.releaseAgent(p);
			} else {
				t.agent = agent;
				t.agentState = s.screenState;
				t.stateChangeSeq++;
				session.hub.publish("pane_agent_detected", Json.obj("pane_id", p.id, "workspace_id", p.workspace.id,
						"agent", agent));
			}
			return;
		}
		if (agent != null) {
			t.changeState(s.screenState, session.active == p.workspace && p.workspace.activeTab == p.tab);
		}
	}
}
