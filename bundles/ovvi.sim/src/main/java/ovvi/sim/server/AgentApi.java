package ovvi.sim.server;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/**
 * agent.list, agent.get, agent.prompt (PROTOCOL.md §5.6) and the integrations' reports: prompt's
 * refusals in herdr's order, Enter 300 ms after the text.
 */
final class AgentApi extends Api {

	private static final long ENTER_DELAY_MS = 300;

	private final ScheduledExecutorService timer;

	AgentApi(Session session, Predicate<Terminal> controlled, ScheduledExecutorService timer) {
		super(session, controlled);
		this.timer = timer;
	}

	@Override
	void register(Dispatcher d) {
		d.register("agent.prompt", this::prompt);
		d.register("agent.list", p -> Json.obj("type", "agent_list", "agents", agents()));
		d.register("agent.get", p -> Json.obj("type", "agent_info", "agent", Views.agent(session, target(p.str("target")))));
		d.register("pane.report_agent", this::report);
		d.register("pane.release_agent", this::release);
		d.register("pane.clear_agent_authority", this::clearAuthority);
	}

	/** The agent panes in sidebar order, as session.snapshot's agents[]. */
	private JsonArray agents() {
		JsonArray out = new JsonArray();
		for (Workspace w : session.workspaces) {
			w.panes().stream().filter(Views::isAgent).forEach(p -> out.add(Views.agent(session, p)));
		}
		return out;
	}

	private static String checkAgentLabel(String raw) {
		String agent = raw.strip();
		if (agent.isEmpty()) {
			throw new ApiError("invalid_agent", "agent must not be empty");
		}
		return agent;
	}

	/** An integration reports its agent's label and semantic state; it becomes the authority. */
	private JsonObject report(Params p) {
		String paneId = p.str("pane_id");
		String source = p.str("source");
		String rawAgent = p.str("agent");
		String state = p.enumValue("state", "idle", "working", "blocked", "unknown");
		p.optStr("message");
		p.optUnsigned("seq");
		String id = p.optStr("agent_session_id");
		String path = p.optStr("agent_session_path");
		Pane pane = session.pane(paneId);
		String agent = checkAgentLabel(rawAgent);
		Terminal t = pane.terminal;
		t.reportSource = source;
		t.agentPid = Views.foregroundLeader(t.process.pid());
		if (!agent.equals(t.agent)) {
			t.agent = agent;
			publish("pane_agent_detected", "pane_id", pane.id, "workspace_id", pane.workspace.id, "agent", agent);
		}
		t.changeState(state, session.active == pane.workspace && pane.workspace.activeTab == pane.tab);
		if (id != null || path != null) {
			t.agentSession = new Terminal.AgentSession(source, agent, id != null ? "id" : "path", id != null ? id : path);
		}
		return ok();
	}

	/** The integration says its agent ended: the label goes, with its final status. */
	private JsonObject release(Params p) {
		String paneId = p.str("pane_id");
		String source = p.str("source");
		String agent = p.str("agent");
		p.optUnsigned("seq");
		Pane pane = session.pane(paneId);
		checkAgentLabel(agent);
		Terminal t = pane.terminal;
		if (source.equals(t.reportSource) && t.agent != null) {
			session.releaseAgent(pane);
		}
		return ok();
	}

	private JsonObject clearAuthority(Params p) {
		String paneId = p.str("pane_id");
		String source = p.optStr("source");
		p.optUnsigned("seq");
		Pane pane = session.pane(paneId);
		if (source == null || source.equals(pane.terminal.reportSource)) {
			pane.terminal.reportSource = null;
		}
		return ok();
	}

	private Pane target(String target) {
		Pane byId = session.findPane(target);
		if (byId != null && Views.isAgent(byId)) {
			return byId;
		}
		Pane found = null;
		for (Pane p : session.allPanes()) {
			if (target.equals(p.terminal.agent) && Views.isAgent(p)) {
				if (found != null) {
					throw new ApiError("agent_target_ambiguous", "agent target " + target + " is ambiguous");
				}
				found = p;
			}
		}
		if (found == null) {
			throw new ApiError("agent_not_found", "agent target " + target + " not found");
		}
		return found;
	}

	/**
	 * agent.prompt (PROTOCOL.md §5.6): the refusals in herdr's order, the text, Enter 300 ms later.
	 * Its {@code wait} is {@link AgentWaits}'s, around this.
	 */
	private JsonObject prompt(Params p) {
		return Json.obj("type", "agent_prompted", "agent", Views.agent(session, send(p.str("target"), p.str("text"))));
	}

	private Pane send(String target, String text) {
		if (text.isEmpty()) {
			throw new ApiError("empty_agent_prompt", "agent prompt text must not be empty");
		}
		Pane pane = target(target);
		Terminal t = pane.terminal;
		if (t.agentStatus().equals("blocked")) {
			throw new ApiError("agent_blocked", "agent " + target + " is blocked and requires interactive input");
		}
		if (t.agentState.equals("unknown")) {
			throw new ApiError("agent_not_ready", "agent " + target + " is not an active named agent");
		}
		if (Views.foregroundLeader(t.process.pid()) != t.agentPid) {
			throw new ApiError("agent_not_ready", "agent " + target + " is no longer the pane foreground process");
		}
		PaneApi.write(pane, PaneApi.paste(pane, text).getBytes(StandardCharsets.UTF_8));
		timer.schedule(() -> {
			try {
				t.process.write(new byte[] { '\r' });
			} catch (java.io.IOException e) {
				// the agent exited meanwhile; herdr drops the Enter as well
			}
		}, ENTER_DELAY_MS, TimeUnit.MILLISECONDS);
		return pane;
	}
}
