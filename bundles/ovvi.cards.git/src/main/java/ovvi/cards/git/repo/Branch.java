package ovvi.cards.git.repo;

import java.util.ArrayList;
import java.util.List;

/** A local branch, and whether it is checked out. */
public record Branch(String name, boolean current) {

	/** The format of {@code git for-each-ref} that {@link #parse} reads: git's '*' mark, a NUL, the name. */
	static final String FORMAT = "--format=%(HEAD)%00%(refname:short)";

	/** A branch name holds no line break or NUL (git's refname rules), so one a line is safe. */
	static List<Branch> parse(String output) {
		List<Branch> branches = new ArrayList<>();
		for (String line : output.split("\n")) {
			int nul = line.indexOf('\0');
			if (nul > 0) {
				branches.add(new Branch(line.substring(nul + 1), line.substring(0, nul).equals("*")));
			}
		}
		return List.copyOf(branches);
	}
}
