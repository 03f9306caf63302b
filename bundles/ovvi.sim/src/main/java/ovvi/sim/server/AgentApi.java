package ovvi.sim.server;

import com.google.gson.JsonObject;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ovvi.sim.json.Json;

/** agent.prompt (PROTOCOL.md §5.6): refusals in herdr's order, Enter 300 ms after the text. */
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

    private JsonObject prompt(Params p) {
        String target = p.str("target");
        String text = p.str("text");
        p.optObject("wait");
        if (text.isEmpty()) {
            throw new ApiError("empty_agent_prompt", "agent prompt text must not be empty");
        }
        Pane pane = target(target);
        Terminal t = pane.terminal;
        if (t.agentStatus().equals("blocked")) {
            throw new ApiError("agent_blocked", "agent " + target + " is blocked and requires interactive input");
        }
        if (Views.foregroundLeader(t.process.pid()) != t.agentPid) {
            throw new ApiError("agent_not_ready", "agent " + target + " is no longer the pane foreground process");
        }
        PaneApi.write(pane, PaneApi.paste(pane, text).getBytes(StandardCharsets.UTF_8));
        timer.schedule(() -> {
            try {
                t.process.write(new byte[] {'\r'});
            } catch (java.io.IOException e) {
                // the agent exited meanwhile; herdr drops the Enter as well
            }
        }, ENTER_DELAY_MS, TimeUnit.MILLISECONDS);
        return Json.obj("type", "agent_prompted", "agent", Views.agent(session, pane));
    }
}
