package ovvi.git;

/**
 * The Perl program of the watch, a constant passed as one argv element ({@code perl -e <program>
 * <seconds>}); no data is ever spliced into it. Perl and its core modules are on nearly every
 * machine with git, so nothing of Ovvi's is installed.
 *
 * <p>Its stdin takes one line per group: {@code <id> <hex path>...} watches the paths (hex of
 * their bytes, so any name passes, newlines included), {@code <id>} alone drops the group. It
 * answers {@code w <id>} once it has taken a group's first lstat and {@code c <id>} when one of
 * the group's paths changed. A folder counts with every folder under it: a ref is written by a
 * rename into its folder, which changes that folder's lstat, so files are never listed one by
 * one. Folders are read again only when their own lstat changed. A path written {@code =<hex>}
 * counts alone, without the folders under it: an explorer's folder, whose own lstat changes
 * when an entry is made, renamed or deleted, and whose tree may be the whole disk.
 *
 * <p>It ends at the end of its stdin: when Ovvi closes it, and when Ovvi is gone (the kernel,
 * or sshd for a remote machine, closes the pipe). Its stderr goes to /dev/null at once, so the
 * transport's stderr reader ends instead of waiting, a thread held, for the watch's whole life.
 */
final class LstatProgram {

	private static final String PERL = """
			use strict;
			use Time::HiRes qw(lstat time);
			open(STDERR, ">", "/dev/null");
			$| = 1;
			my $every = $ARGV[0];
			my %groups;
			sub sig { my @s = lstat $_[0]; @s ? join(",", @s[0, 1, 2, 7, 9, 10]) : "-" }
			sub isdir { $_[0] ne "-" && ((split /,/, $_[0])[2] & 0170000) == 0040000 }
			sub subdirs {
			  my ($path) = @_;
			  opendir(my $dir, $path) or return [];
			  my @subs = grep { isdir(sig($_)) } map { "$path/$_" } grep { $_ ne "." && $_ ne ".." } readdir $dir;
			  closedir $dir;
			  return \\@subs;
			}
			sub look {
			  my ($g, $path, $seen, $shallow) = @_;
			  my $s = sig($path);
			  $seen->{$path} = $s;
			  my $old = $g->{sig}{$path};
			  my $changed = !defined($old) || $old ne $s;
			  if (!$shallow && isdir($s)) {
			    $g->{subdirs}{$path} = subdirs($path) if $changed || !$g->{subdirs}{$path};
			    for (@{$g->{subdirs}{$path}}) { $changed = 1 if look($g, $_, $seen) }
			  }
			  return $changed;
			}
			sub check {
			  my ($g) = @_;
			  my %seen;
			  my $changed = 0;
			  for (@{$g->{paths}}) { $changed = 1 if look($g, $_->[0], \\%seen, $_->[1]) }
			  $g->{sig} = \\%seen;
			  for (keys %{$g->{subdirs}}) { delete $g->{subdirs}{$_} unless isdir($seen{$_} // "-") }
			  return $changed;
			}
			sub command {
			  my ($id, @hex) = split / /, $_[0];
			  return unless defined $id && length $id;
			  if (@hex) {
			    my $g = { paths => [map { /^=(.*)/ ? [pack("H*", $1), 1] : [pack("H*", $_), 0] } @hex], sig => {}, subdirs => {} };
			    check($g);
			    $groups{$id} = $g;
			    print "w $id\\n";
			  } else {
			    delete $groups{$id};
			  }
			}
			my $input = "";
			my $next = time + $every;
			while (1) {
			  my $wait = $next - time;
			  $wait = 0 if $wait < 0;
			  my $in = "";
			  vec($in, fileno(STDIN), 1) = 1;
			  if (select($in, undef, undef, $wait) > 0) {
			    exit 0 unless sysread(STDIN, $input, 65536, length $input);
			    command($1) while $input =~ s/^([^\\n]*)\\n//;
			  }
			  if (time >= $next) {
			    for my $id (sort keys %groups) { print "c $id\\n" if check($groups{$id}) }
			    $next = time + $every;
			  }
			}
			""";

	private LstatProgram() {
	}

	/** The program's text (a method, so a changed program is never left inlined in a stale class). */
	static String text() {
		return PERL;
	}
}
