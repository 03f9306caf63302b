package ovvi.git;

import java.io.IOException;
import java.nio.file.Path;

import ovvi.testing.TempHome;

/**
 * A git that waits before it starts the real one, first on the PATH of a machine's login shell:
 * one Perl process (exec, no child), so its pid is all there is to end.
 *
 * @param tools the folder of the slow git, on its command line while it waits
 */
record SlowGit(Path tools) {

	static SlowGit waiting(Path temp, String seconds) throws IOException {
		Path tools = temp.resolve("slow-git-tools");
		TempHome.writeScript(tools.resolve("git"),
				"#!/usr/bin/perl\nselect(undef, undef, undef, " + seconds + ");\nexec {\"/usr/bin/git\"} \"git\", @ARGV;\n");
		return new SlowGit(tools);
	}

	/** This computer with the slow git first on its login shell's PATH. */
	CountingExec machine(Path temp) throws Exception {
		return Machines.local(temp, "export PATH=\"" + tools + ":$PATH\"\n");
	}

	/** The slow gits running now. */
	boolean running() {
		return !Processes.matching(line -> line.contains(tools.toString())).isEmpty();
	}
}
