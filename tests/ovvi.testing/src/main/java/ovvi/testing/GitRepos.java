package ovvi.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Real repositories for the tests, made with the installed git and no user or system config. */
public final class GitRepos {

	private GitRepos() {
	}

	/** Runs git in a folder and returns its output; fails the test when git fails. */
	public static String git(Path dir, String... args) throws IOException, InterruptedException {
		List<String> command = new ArrayList<>(List.of("git", "-C", dir.toString()));
		command.addAll(List.of(args));
		ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
		Map<String, String> env = builder.environment();
		env.put("GIT_CONFIG_GLOBAL", "/dev/null");
		env.put("GIT_CONFIG_NOSYSTEM", "1");
		env.put("GIT_AUTHOR_NAME", "Ovvi Test");
		env.put("GIT_AUTHOR_EMAIL", "test@ovvi.invalid");
		env.put("GIT_COMMITTER_NAME", "Ovvi Test");
		env.put("GIT_COMMITTER_EMAIL", "test@ovvi.invalid");
		Process process = builder.start();
		process.getOutputStream().close();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
			throw new IllegalStateException(command + " failed: " + output);
		}
		return output;
	}

	/** A new repository on branch main with one commit. */
	public static Path init(Path dir) throws IOException, InterruptedException {
		Files.createDirectories(dir);
		git(dir, "init", "-q", "-b", "main");
		commit(dir, "first");
		return dir;
	}

	/** A clone of a repository (a bare one, to push to, or any other), its upstream set. */
	public static Path cloneOf(Path origin, Path dir, String... options) throws IOException, InterruptedException {
		List<String> args = new ArrayList<>(List.of("clone", "-q"));
		args.addAll(List.of(options));
		args.addAll(List.of(origin.toString(), dir.toString()));
		git(dir.getParent(), args.toArray(String[]::new));
		return dir;
	}

	public static void commit(Path dir, String message) throws IOException, InterruptedException {
		git(dir, "commit", "-q", "--allow-empty", "-m", message);
	}

	/** The installed git's version, as major * 100 + minor (2.39 is 239). */
	public static int gitVersion() throws IOException, InterruptedException {
		String[] words = git(Path.of("/"), "version").strip().split(" ");
		String[] numbers = words[2].split("\\.");
		return Integer.parseInt(numbers[0]) * 100 + Integer.parseInt(numbers[1]);
	}
}
