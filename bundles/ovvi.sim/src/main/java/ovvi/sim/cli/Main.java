package ovvi.sim.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import ovvi.sim.Version;
import ovvi.sim.session.SessionName;
import ovvi.sim.session.SessionPaths;
import ovvi.sim.session.SimEnv;
import ovvi.sim.term.TerminalSessionCli;

/**
 * The simulator's {@code herdr} command. Only argument handling lives here; each command's code
 * is loaded when that command runs, so {@code terminal session} starts without the server.
 */
public final class Main {

	private Main() {
	}

	public static void main(String[] args) {
		int code = run(List.of(args), SimEnv.ofSystem(), System.out, System.err);
		System.out.flush();
		System.exit(code);
	}

	/** @return the exit code */
	public static int run(List<String> args, SimEnv env, PrintStream out, PrintStream err) {
		String explicit = null;
		List<String> rest = new ArrayList<>();
		for (int i = 0; i < args.size(); i++) {
			String a = args.get(i);
			if (a.equals("--")) {
				rest.addAll(args.subList(i, args.size()));
				break;
			}
			if (a.equals("--session")) {
				if (i + 1 >= args.size()) {
					return usageError(err, "missing value for --session");
				}
				explicit = args.get(++i);
			} else if (a.startsWith("--session=")) {
				explicit = a.substring("--session=".length());
			} else {
				rest.add(a);
			}
		}
		if (explicit != null && SessionName.problem(explicit) != null) {
			return usageError(err, SessionName.problem(explicit));
		}
		SessionPaths paths;
		try {
			paths = SessionPaths.resolve(env, explicit);
		} catch (IllegalArgumentException e) {
			return usageError(err, e.getMessage());
		}
		if (rest.isEmpty()) {
			return usageError(err, "the simulator has no interactive TUI; use `herdr server`");
		}
		if (rest.equals(List.of("--version")) || rest.equals(List.of("-V"))) {
			out.println("herdr " + Version.HERDR);
			return 0;
		}
		if (rest.size() >= 2 && rest.get(0).equals("terminal") && rest.get(1).equals("session")) {
			return TerminalSessionCli.run(rest.subList(2, rest.size()), paths.clientSocket(), err);
		}
		return Cli.run(rest, env, paths, out, err);
	}

	static int usageError(PrintStream err, String reason) {
		err.println("error: " + reason);
		err.println("run 'herdr --help' for usage");
		return 2;
	}
}
