package ovvi.sim.server;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs git with an argv (never a shell string) and reads its worktree list. */
final class Git {

	private static final long TIMEOUT_S = 30;

	/** One entry of {@code git worktree list --porcelain}. */
	record Worktree(String path, String branch, boolean bare, boolean detached, boolean prunable) {
	}

	/** Where a checkout belongs: its repository's common dir and main checkout. */
	record Repo(String commonDir, String root, String checkout) {
		String name() {
			return Path.of(root).getFileName().toString();
		}

		/** The checkout is a linked worktree of its repository, not the main one. */
		boolean linked() {
			return !checkout.equals(root);
		}
	}

	/** How a git run ended: its stdout, or the reason it failed (stderr). */
	record Result(String out, String error) {
		boolean ok() {
			return error == null;
		}
	}

	private Git() {
	}

	static Result run(String dir, String... args) {
		List<String> argv = new ArrayList<>(List.of("git", "-C", dir));
		argv.addAll(List.of(args));
		try {
			Process p = new ProcessBuilder(argv).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
					.redirectError(ProcessBuilder.Redirect.PIPE).start();
			// stderr is drained beside stdout, so a chatty git never blocks on a full pipe
			StringBuilder err = new StringBuilder();
			Thread stderr = Thread.ofVirtual().start(() -> {
				try {
					err.append(new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
				} catch (IOException e) {
					// git went away
				}
			});
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			if (!p.waitFor(TIMEOUT_S, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				return new Result(out, "git " + String.join(" ", args) + " took longer than " + TIMEOUT_S + " s");
			}
			stderr.join();
			return p.exitValue() == 0 ? new Result(out, null) : new Result(out, err.toString().strip());
		} catch (IOException e) {
			return new Result("", e.getMessage());
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return new Result("", "interrupted");
		}
	}

	static Repo repo(String dir) {
		Result r = run(dir, "rev-parse", "--path-format=absolute", "--git-common-dir", "--show-toplevel");
		if (!r.ok()) {
			return null;
		}
		String[] lines = r.out().strip().split("\n");
		if (lines.length < 2) {
			return null;
		}
		Path common;
		try {
			common = Path.of(lines[0]).toRealPath();
		} catch (IOException e) {
			common = Path.of(lines[0]);
		}
		String root = common.getFileName().toString().equals(".git") ? common.getParent().toString() : lines[1];
		return new Repo(common.toString(), root, lines[1]);
	}

	/** @return the worktrees, or null when git failed */
	static List<Worktree> worktrees(String dir) {
		Result r = run(dir, "worktree", "list", "--porcelain");
		if (!r.ok()) {
			return null;
		}
		List<Worktree> list = new ArrayList<>();
		String path = null;
		String branch = null;
		boolean bare = false, detached = false, prunable = false;
		for (String line : (r.out() + "\n").split("\n", -1)) {
			if (line.isEmpty()) {
				if (path != null) {
					list.add(new Worktree(path, branch, bare, detached, prunable));
				}
				path = branch = null;
				bare = detached = prunable = false;
			} else if (line.startsWith("worktree ")) {
				path = line.substring(9);
			} else if (line.startsWith("branch ")) {
				branch = line.substring(7).replaceFirst("^refs/heads/", "");
			} else if (line.equals("bare")) {
				bare = true;
			} else if (line.equals("detached")) {
				detached = true;
			} else if (line.startsWith("prunable")) {
				prunable = true;
			}
		}
		return list;
	}
}
