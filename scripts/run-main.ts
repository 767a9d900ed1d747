/**
 * A script's entry: runs `main` and exits with the code it answers (1, with the error printed,
 * when it throws), letting pending output flush instead of calling process.exit.
 */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
