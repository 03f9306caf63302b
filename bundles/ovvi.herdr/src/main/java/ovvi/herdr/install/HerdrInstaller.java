package ovvi.herdr.install;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.function.Consumer;
import java.util.regex.Pattern;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * Install herdr: herdr's own install command in the app's environment here, or over the SSH
 * connection on a remote machine. It has no Cancel: a kill would reach only the sh, never the
 * pipe's curl and sh, since Ovvi never signals a process group.
 */
public final class HerdrInstaller {

	/** The command from herdr's docs. */
	public static final String DOCS_COMMAND = "curl -fsSL https://herdr.dev/install.sh | sh";

	/**
	 * Every command's errors in one stream, and pipefail where the shell has it, so a failed curl
	 * fails the pipe. The seed writes {@code sh -c '(set -o pipefail) 2>/dev/null && set -o pipefail;
	 * exec 2>&1; <command>'}; this differs on purpose: the command (herdr's, or the user's
	 * {@code -herdrInstall}) is the script's {@code $1} and {@code eval}'d in the same shell, so it
	 * runs with the same pipefail and stderr while no shell text is built from it.
	 */
	static final String WRAPPER = "(set -o pipefail) 2>/dev/null && set -o pipefail; exec 2>&1; eval \"$1\"";
	static final int FAILURE_LINES = 6;
	private static final Pattern COLORS = Pattern.compile("\u001b\\[[0-9;?]*[ -/]*[@-~]|\u001b\\][^\u0007\u001b]*(\u0007|\u001b\\\\)|\u001b[()][0-9A-B]");

	/** How an install ended. */
	public sealed interface Outcome {
		/** herdr is there now, at this path. */
		record Installed(String herdrPath) implements Outcome {
		}

		/** "herdr did not install": the installer's last lines and the reason. */
		record Failed(List<String> lastLines, String reason) implements Outcome {
		}
	}

	private final Exec exec;

	public HerdrInstaller(Exec exec) {
		this.exec = exec;
	}

	/**
	 * Runs the installer and waits for it.
	 *
	 * @param command the {@code -herdrInstall} override from the app's command line, or null for herdr's docs command
	 * @param lastLine each line the installer prints, colours taken out, for the loader
	 */
	public Outcome install(String command, Consumer<String> lastLine) throws InterruptedException {
		Deque<String> tail = new ArrayDeque<>();
		int status;
		try {
			Run run = exec.run(List.of("sh", "-c", WRAPPER, "sh", command == null ? DOCS_COMMAND : command));
			run.end();
			for (String line = run.readLine(); line != null; line = run.readLine()) {
				String shown = plain(line);
				if (shown.isBlank()) {
					continue;
				}
				if (tail.size() == FAILURE_LINES) {
					tail.removeFirst();
				}
				tail.addLast(shown);
				lastLine.accept(shown);
			}
			status = run.exit().get();
		} catch (ExecException e) {
			return new Outcome.Failed(List.copyOf(tail), e.getMessage());
		} catch (IOException | ExecutionException e) {
			return new Outcome.Failed(List.copyOf(tail), "the installer's output could not be read on " + exec.target() + ": " + e.getMessage());
		}
		if (status != 0) {
			return new Outcome.Failed(List.copyOf(tail), "the installer exited with status " + status + " on " + exec.target());
		}
		exec.forgetHerdr();
		String herdr;
		try {
			herdr = exec.herdr();
		} catch (ExecException e) {
			return new Outcome.Failed(List.copyOf(tail), "the installer finished, but herdr could not be looked up: " + e.getMessage());
		}
		if (herdr == null) {
			return new Outcome.Failed(List.copyOf(tail), "the installer finished, but the login shell on " + exec.target() + " still finds no herdr");
		}
		return new Outcome.Installed(herdr);
	}

	/** A line as the loader shows it: colours and cursor moves out. Runs split progress redraws (\r) into lines. */
	static String plain(String line) {
		return COLORS.matcher(line).replaceAll("").strip();
	}
}
