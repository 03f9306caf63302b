package ovvi.model;

import java.io.IOException;
import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.VirtualThreads;

/**
 * The coding agents a machine has, for Start Agent Here: each known agent's command looked up on
 * the PATH of the machine's login shell (npm puts agents where often only the user's shell
 * config looks), all in one run. Each look-up starts the next one, so an agent installed
 * meanwhile shows the next time.
 */
public final class AgentCommands {

	/** An agent as the menu offers it: the name people know it by, and the command that starts it. */
	public record Agent(String name, String command) {
	}

	static final List<Agent> KNOWN = List.of(new Agent("Claude Code", "claude"), new Agent("Codex", "codex"),
			new Agent("pi", "pi"), new Agent("Gemini CLI", "gemini"), new Agent("opencode", "opencode"),
			new Agent("Cursor Agent", "cursor-agent"), new Agent("GitHub Copilot", "copilot"), new Agent("Amp", "amp"),
			new Agent("Qwen Code", "qwen"), new Agent("Droid", "droid"));

	/**
	 * Takes the login shell's PATH from {@code env} (whatever the shell's own syntax, fish too),
	 * then prints the path of each command named after the script. The names are arguments,
	 * never part of the script.
	 */
	static final String LOOKUP = """
			login=$("${SHELL:-/bin/sh}" -lic env </dev/null 2>/dev/null | sed -n 's/^PATH=//p' | tail -n 1)
			[ -n "$login" ] && PATH=$login
			for agent; do command -v "$agent"; done
			exit 0""";

	private static final Duration PATIENCE = Duration.ofSeconds(10);
	private static final Map<Exec, AgentCommands> MACHINES = Collections.synchronizedMap(new WeakHashMap<>());

	/** Weakly: the map's key must not be held by its own value, or no machine would ever leave it. */
	private final WeakReference<Exec> machine;
	private volatile List<Agent> found;
	// guarded by this
	private CompletableFuture<List<Agent>> lookingUp;

	private AgentCommands(Exec machine) {
		this.machine = new WeakReference<>(machine);
	}

	/** The machine's agents, one per machine while it is in use. */
	public static AgentCommands of(Exec machine) {
		return MACHINES.computeIfAbsent(machine, AgentCommands::new);
	}

	/** What the last look-up found, in {@link #KNOWN}'s order; null before the first one ended. */
	public List<Agent> found() {
		return found;
	}

	/** Looks the agents up again, unless a look-up runs; completes with what it found (none when the machine could not be asked). */
	public synchronized CompletableFuture<List<Agent>> lookUp() {
		if (lookingUp == null || lookingUp.isDone()) {
			// a blocking run of up to 10 s: not on the common pool
			lookingUp = CompletableFuture.supplyAsync(this::run, VirtualThreads.EXECUTOR);
		}
		return lookingUp;
	}

	private List<Agent> run() {
		List<String> argv = new ArrayList<>(List.of("sh", "-c", LOOKUP, "sh"));
		KNOWN.forEach(agent -> argv.add(agent.command()));
		Exec asked = machine.get();
		if (asked == null) {
			return List.of();
		}
		List<Agent> agents;
		try {
			Run run = asked.run(argv);
			run.end();
			agents = parse(run.readAllWithin(PATIENCE));
		} catch (IOException | TimeoutException cannotLook) {
			agents = List.of();
		} catch (InterruptedException interrupted) {
			Thread.currentThread().interrupt();
			agents = List.of();
		}
		found = agents;
		return agents;
	}

	/** The known agents whose command is among the absolute paths printed; an rc file's own lines are not paths. */
	static List<Agent> parse(String output) {
		Set<String> commands = output.lines().map(String::strip).filter(line -> line.startsWith("/"))
				.map(line -> Path.of(line).getFileName().toString()).collect(Collectors.toSet());
		return KNOWN.stream().filter(agent -> commands.contains(agent.command())).toList();
	}
}
