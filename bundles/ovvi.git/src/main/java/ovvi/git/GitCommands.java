package ovvi.git;

import java.util.List;

/** The git command lines, as argv: the root is one element, never part of a shell string. */
final class GitCommands {

	private GitCommands() {
	}

	/**
	 * git's path as a remote machine's login shell finds it: ssh's command shell is no login shell
	 * and may lack the PATH the user set up. A constant: no data in it.
	 */
	static final List<String> REMOTE_LOOKUP = List.of("sh", "-c", "exec \"${SHELL:-/bin/sh}\" -lic 'command -v git'");

	/** --no-optional-locks: a status never leaves an index.lock behind. */
	static List<String> status(String root) {
		return List.of("git", "--no-optional-locks", "-C", root, "status", "--porcelain=v2", "--branch",
				"--untracked-files=no");
	}

	/**
	 * Fetch, Pull or Push at the root. --progress: git reports its progress though its stderr is
	 * no terminal, and the job shows the latest line.
	 */
	static List<String> sync(GitSync sync, String root) {
		return List.of("git", "-C", root, sync.verb(), "--progress");
	}

	/**
	 * A run the user started, with no terminal to answer a password prompt: through env, so git
	 * fails at the prompt (GIT_TERMINAL_PROMPT=0) instead of waiting for an answer that cannot come.
	 */
	static List<String> withoutPrompts(List<String> gitArgv) {
		List<String> command = new java.util.ArrayList<>(List.of("env", "GIT_TERMINAL_PROMPT=0"));
		command.addAll(gitArgv);
		return command;
	}

	/** Where the root's git files are: its own git dir (HEAD) and its repository's common dir. */
	static List<String> gitDirs(String root) {
		return List.of("git", "-C", root, "rev-parse", "--absolute-git-dir", "--git-common-dir");
	}
}
