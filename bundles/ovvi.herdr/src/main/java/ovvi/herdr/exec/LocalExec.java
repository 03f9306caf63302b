package ovvi.herdr.exec;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeoutException;

/**
 * This computer. Its environment comes once, at start, from the login shell; every program starts
 * by its full path, looked up on that PATH at each run, so one installed or moved later is found.
 */
public final class LocalExec implements Exec {

	static final Duration START_TIMEOUT = Duration.ofSeconds(3);
	private static final SocketOpener SOCKETS = new LocalSockets();

	private final LoginShell shell;
	private final HerdrLocator<RuntimeException> herdr;
	private volatile Map<String, String> environment;
	private volatile boolean shellAnswered;
	private volatile String shellProblem;

	private LocalExec(LoginShell shell, Map<String, String> fallback) {
		this.shell = shell;
		this.environment = fallback;
		this.herdr = new HerdrLocator<>(this::askShell, path -> Files.isExecutable(Path.of(path)), System::nanoTime);
	}

	/**
	 * Reads the login shell's environment and herdr's path (3 s), as at the app's launch.
	 *
	 * @param processEnvironment the app's own environment ({@code System.getenv()}); $SHELL names the shell
	 */
	public static LocalExec start(Map<String, String> processEnvironment) throws InterruptedException {
		return start(processEnvironment, START_TIMEOUT);
	}

	static LocalExec start(Map<String, String> processEnvironment, Duration timeout) throws InterruptedException {
		Map<String, String> own = withoutHerdrVariables(processEnvironment);
		String shellPath = own.getOrDefault("SHELL", "/bin/sh");
		LocalExec exec = new LocalExec(new LoginShell(shellPath, own), own);
		try {
			exec.herdr.answered(exec.askShell(timeout));
		} catch (TimeoutException e) {
			// A slow shell is no answer: the first need for herdr asks again, with 25 s.
			exec.shellProblem = "the login shell " + shellPath + " took longer than " + timeout.toSeconds() + " s";
		}
		return exec;
	}

	private String askShell(Duration timeout) throws TimeoutException, InterruptedException {
		LoginShell.Answer answer;
		try {
			answer = shell.ask(timeout);
		} catch (ExecException e) {
			// A failed shell leaves the app's own environment, and herdr counts as missing.
			shellProblem = e.getMessage();
			return null;
		}
		shellProblem = null;
		if (!shellAnswered) {
			environment = merge(environment, answer.environment());
			shellAnswered = true;
		}
		return answer.herdrPath();
	}

	/** The login shell's PATH, HOME, SSH_AUTH_SOCK and XDG_* over the app's own; HERDR_* never reach a child. */
	static Map<String, String> merge(Map<String, String> own, Map<String, String> fromShell) {
		Map<String, String> merged = new HashMap<>(own);
		fromShell.forEach((name, value) -> {
			if (name.equals("PATH") || name.equals("HOME") || name.equals("SSH_AUTH_SOCK") || name.startsWith("XDG_")) {
				merged.put(name, value);
			}
		});
		return Map.copyOf(merged);
	}

	static Map<String, String> withoutHerdrVariables(Map<String, String> environment) {
		Map<String, String> clean = new HashMap<>(environment);
		clean.keySet().removeIf(name -> name.startsWith("HERDR_"));
		return Map.copyOf(clean);
	}

	/** Why the login shell's last run gave no answer, or null when it answered. */
	public String shellProblem() {
		return shellProblem;
	}

	/** The environment children get. */
	public Map<String, String> environment() {
		return environment;
	}

	/** Whether the login shell answered; until it does, children get the app's own environment. */
	public boolean shellAnswered() {
		return shellAnswered;
	}

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		List<String> command = new ArrayList<>(kind.argv(Argv.check(argv)));
		command.set(0, resolve(command.get(0)));
		ProcessBuilder builder = new ProcessBuilder(command);
		builder.environment().clear();
		builder.environment().putAll(environment);
		try {
			return new ProcessRun(kind, builder.start());
		} catch (IOException e) {
			throw new ExecException(command.get(0) + " could not start on this computer: " + e.getMessage(), e);
		}
	}

	/** A program's full path on the login shell's PATH, looked up now. */
	String resolve(String program) throws ExecException {
		if (program.contains("/")) {
			return program;
		}
		String path = environment.getOrDefault("PATH", "");
		for (String folder : path.split(File.pathSeparator)) {
			if (folder.isEmpty()) {
				continue;
			}
			Path candidate = Path.of(folder, program);
			if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
				return candidate.toString();
			}
		}
		throw new ExecException(program + " is not on this computer's PATH (" + path + "); install it or add its folder to PATH in your shell's startup files");
	}

	@Override
	public String herdr() throws InterruptedException {
		return herdr.herdr();
	}

	@Override
	public void forgetHerdr() {
		herdr.forget();
	}

	public Path home() {
		return Path.of(environment.getOrDefault("HOME", System.getProperty("user.home")));
	}

	@Override
	public String read(HomePath path) {
		try {
			return Files.readString(home().resolve(path.relative()));
		} catch (IOException e) {
			return null;
		}
	}

	@Override
	public void write(HomePath path, String content) throws ExecException {
		try {
			AtomicFiles.write(home().resolve(path.relative()), content);
		} catch (IOException e) {
			throw new ExecException("~/" + path.relative() + " could not be written on this computer: " + e.getMessage(), e);
		}
	}

	@Override
	public SocketOpener sockets() {
		return SOCKETS;
	}

	@Override
	public boolean isRemote() {
		return false;
	}

	@Override
	public String target() {
		return "this computer";
	}
}
