package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import ovvi.git.BranchStatus.AheadBehind;

class PorcelainV2Test {

	@Test
	void branchWithUpstreamGivesAheadAndBehind() {
		var status = PorcelainV2.parse(List.of(
				"# branch.oid 4b825dc642cb6eb9a060e54bf8d69288fbee4904",
				"# branch.head main",
				"# branch.upstream origin/main",
				"# branch.ab +3 -12"));
		assertEquals(Optional.of(new BranchStatus("main", Optional.of(new AheadBehind(3, 12)))), status);
	}

	@Test
	void branchWithoutUpstreamHasNoCounts() {
		var status = PorcelainV2.parse(List.of("# branch.oid abc", "# branch.head feature/x"));
		assertEquals(Optional.of(new BranchStatus("feature/x", Optional.empty())), status);
	}

	@Test
	void detachedHeadShowsTheFirstSevenCharactersOfTheCommit() {
		var status = PorcelainV2.parse(List.of(
				"# branch.oid 4b825dc642cb6eb9a060e54bf8d69288fbee4904", "# branch.head (detached)"));
		assertEquals("4b825dc", status.orElseThrow().branch());
	}

	@Test
	void linesThatAreNotTheBranchHeaderArePassedOver() {
		var status = PorcelainV2.parse(List.of(
				"1 .M N... 100644 100644 100644 abc abc file.txt",
				"# branch.head main",
				"# stash 2",
				"? untracked",
				"# branch.something-new value"));
		assertEquals(Optional.of(new BranchStatus("main", Optional.empty())), status);
	}

	@Test
	void malformedCountsMeanNoUpstream() {
		for (String ab : List.of("# branch.ab 3 12", "# branch.ab +x -1", "# branch.ab +1", "# branch.ab +-1 -2")) {
			var status = PorcelainV2.parse(List.of("# branch.head main", ab));
			assertEquals(Optional.empty(), status.orElseThrow().upstream(), ab);
		}
	}

	@Test
	void outputWithoutABranchHeadIsNoStatus() {
		assertEquals(Optional.empty(), PorcelainV2.parse(List.of()));
		assertEquals(Optional.empty(), PorcelainV2.parse(List.of("fatal: not a git repository")));
		assertEquals(Optional.empty(), PorcelainV2.parse(List.of("# branch.head (detached)")));
	}

	@Test
	void aBranchHeaderAmongUnknownLinesAndAFileNamedLikeAHeaderReadsOnlyTheHeader() {
		var status = PorcelainV2.parse(List.of(
				"# branch.oid 4b825dc642cb6eb9a060e54bf8d69288fbee4904",
				"# branch.head topic",
				"# branch.upstream origin/topic",
				"# branch.ab +0 -4",
				"# stash 3",
				"# branch.future-field x y z",
				"1 .M N... 100644 100644 100644 abc abc \"# branch.head evil\"",
				"u UU N... 100644 100644 100644 100644 a b c conflict.txt",
				"2 R. N... 100644 100644 100644 a b R100 new\told",
				"garbage without a hash",
				""));
		assertEquals(Optional.of(new BranchStatus("topic", Optional.of(new AheadBehind(0, 4)))), status);
	}
}
